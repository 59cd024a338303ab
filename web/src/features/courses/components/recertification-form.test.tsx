import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPLIANCE_MESSAGES, type TRecertification } from '@skillway/shared';
import { axeViolations } from '../../../test/axe';
import { byPath, pagination } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { fullCourse } from '../../learning/test-fixtures';
import { RecertificationForm } from './recertification-form';

// Toasts live in a module-level store: each test starts without the previous one's.
beforeEach(() => notifications.clean());

/** The company's courses (the Renewal course options): this one and two others. */
const COURSES = [
  { id: 'c1', name: 'Fire Safety' },
  { id: 'c2', name: 'Fire Safety Refresher' },
  { id: 'c3', name: 'First Aid' },
];

const TWELVE_MONTHS: TRecertification = {
  required: true,
  validity: 'months',
  months: 12,
  expiry_date: null,
  base: 'completion',
  anniversary: null,
  window_days: 30,
  deadline_days_after: 0,
  renewal_course_id: null,
  renewal_external_type: null,
};

/** The external training type First Aid (COURSE_TYPES). */
const FIRST_AID = 353362;

interface TAnswers {
  /** PUT …/recertification; by default saved with the server's message. */
  save?: () => { status: number; body?: unknown };
  /** POST …/recertification/impact: how many certificates change. */
  changed?: number;
}

async function renderForm(recertification: TRecertification | null, answers: TAnswers = {}) {
  const calls = mockFetch(
    byPath({
      '/v1/courses/c1/recertification/impact': () => ({
        status: 200,
        body: { data: { certificates: 12, changed: answers.changed ?? 0 } },
      }),
      '/v1/courses/c1/recertification': (_url, init) =>
        answers.save?.() ?? {
          status: 200,
          body: {
            message: JSON.parse(String(init.body)).recalculate
              ? COMPLIANCE_MESSAGES.RECALCULATED(3)
              : COMPLIANCE_MESSAGES.SETTINGS_SAVED,
            data: TWELVE_MONTHS,
          },
        },
      '/v1/courses': () => ({ status: 200, body: { data: COURSES, meta: pagination(COURSES.length, 1, 1000) } }),
    }),
  );
  const onDone = vi.fn();
  renderWithApp(<RecertificationForm course={fullCourse({ id: 'c1', recertification })} onDone={onDone} />, {
    mantineEnv: 'test',
  });
  await screen.findByRole('form', { name: 'Recertification' });
  const sent = (suffix: string) =>
    calls
      .filter((call) => new URL(call.url, 'http://localhost').pathname === `/v1/courses/c1/recertification${suffix}`)
      .map((call) => ({
        method: call.init.method,
        body: JSON.parse(String(call.init.body)) as Record<string, unknown>,
      }));
  return { onDone, saves: () => sent(''), impacts: () => sent('/impact') };
}

const radio = (name: string) => screen.getByRole('radio', { name });
const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const queryField = (name: string) => screen.queryByRole('textbox', { name });
const select = (name: string) => screen.getByRole<HTMLInputElement>('combobox', { name });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Recertification' }));

function type(name: string, value: string) {
  fireEvent.change(field(name), { target: { value } });
}

/**
 * Opens a Select by its name and picks an option, found by its text among the options: a role query for it computes
 * the role and name of every element on the page, which with a 31-day list took this file's longest test past 60 s on
 * a loaded machine.
 */
function pick(name: string, option: string) {
  const input = select(name);
  fireEvent.click(input);
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  const found = [...(listbox?.querySelectorAll('[role="option"]') ?? [])].filter((node) => node.textContent === option);
  expect(found).toHaveLength(1);
  fireEvent.click(found[0]!);
}

describe('RecertificationForm', () => {
  it('shows the fields each validity uses, and keeps a course whose certificates expire on the Compliance screen', async () => {
    await renderForm(null);
    const compliance = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Show on the Compliance screen' });
    // Never expires (the default): the administrator chooses; no period, date or renewal fields.
    expect(radio('Never expires')).toHaveProperty('checked', true);
    expect(compliance.checked).toBe(false);
    expect(compliance.disabled).toBe(false);
    for (const name of [
      'Validity (months)',
      'Expiry date',
      'Renewal window (days before expiry)',
      'Renewal course (optional)',
      'External training that renews it (optional)',
    ])
      expect(queryField(name)).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'External training that renews it (optional)' })).toBeNull();

    fireEvent.click(radio('A number of months'));
    expect(field('Validity (months)').value).toBe('12');
    expect(radio('From the completion date')).toHaveProperty('checked', true);
    expect(field('Renewal window (days before expiry)').value).toBe('30');
    expect(field('Renewal deadline (days after expiry, 0 = the expiry date)').value).toBe('0');
    expect(select('Renewal course (optional)')).toBeTruthy();
    expect(select('External training that renews it (optional)').value).toBe('');
    expect(queryField('Expiry date')).toBeNull();
    expect(compliance.checked).toBe(true);
    expect(compliance.disabled).toBe(true);
    expect(screen.getByText('A course whose certificates expire is always on the Compliance screen.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Day' })).toBeNull();

    fireEvent.click(radio('On a fixed anniversary'));
    expect(screen.getByRole('group', { name: 'Anniversary' })).toBeTruthy();
    expect(select('Day')).toBeTruthy();
    expect(select('Month')).toBeTruthy();

    fireEvent.click(radio('A fixed expiry date'));
    expect(field('Expiry date')).toBeTruthy();
    expect(queryField('Validity (months)')).toBeNull();
    expect(screen.queryByRole('radio', { name: 'On a fixed anniversary' })).toBeNull();
    expect(field('Renewal window (days before expiry)')).toBeTruthy();
  });

  it("sends a period in months with its base, window, deadline, renewal course and external training, and closes with the server's message", async () => {
    const { onDone, saves, impacts } = await renderForm(null);
    fireEvent.click(await screen.findByRole('radio', { name: 'A number of months' }));
    type('Validity (months)', '24');
    fireEvent.click(radio('On a fixed anniversary'));
    pick('Day', '1');
    pick('Month', 'April');
    type('Renewal window (days before expiry)', '45');
    type('Renewal deadline (days after expiry, 0 = the expiry date)', '14');
    await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
    pick('Renewal course (optional)', 'Fire Safety Refresher');
    pick('External training that renews it (optional)', 'First Aid');
    save();

    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toEqual({
      method: 'PUT',
      body: {
        required: true,
        validity: 'months',
        months: 24,
        expiry_date: null,
        base: 'anniversary',
        anniversary: '04-01',
        window_days: 45,
        deadline_days_after: 14,
        renewal_course_id: 'c2',
        renewal_external_type: FIRST_AID,
      },
    });
    // A course's first settings: its past completions are asked about too (none here, so no question).
    expect(impacts()).toHaveLength(1);
    expect(await screen.findByText(COMPLIANCE_MESSAGES.SETTINGS_SAVED)).toBeTruthy();
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('does not offer the course itself as its renewal course', async () => {
    await renderForm(TWELVE_MONTHS);
    await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
    fireEvent.click(select('Renewal course (optional)'));
    expect(await screen.findByRole('option', { name: 'First Aid' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Fire Safety' })).toBeNull();
  });

  it('lists the external training types by name, shows the stored one, and sends the one chosen', async () => {
    const { saves } = await renderForm({ ...TWELVE_MONTHS, renewal_external_type: FIRST_AID });
    const external = select('External training that renews it (optional)');
    expect(external.value).toBe('First Aid');
    fireEvent.click(external);
    const names = screen.getAllByRole('option').map((option) => option.textContent);
    expect(names).toEqual([
      'Customer Service',
      'First Aid',
      'General',
      'Health and Safety',
      'IT',
      'Management',
      'Professional',
      'Security',
      'Technical',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Health and Safety' }));
    expect(external.value).toBe('Health and Safety');
    save();
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.body).toMatchObject({ renewal_external_type: 353359 });
  });

  it('hides the external training type with Never expires and sends the stored one back', async () => {
    const stored = await renderForm({ ...TWELVE_MONTHS, renewal_external_type: FIRST_AID });
    fireEvent.click(radio('Never expires'));
    expect(screen.queryByRole('combobox', { name: 'External training that renews it (optional)' })).toBeNull();
    save();
    await waitFor(() => expect(stored.saves()).toHaveLength(1));
    expect(stored.saves()[0]?.body).toMatchObject({ validity: 'never', renewal_external_type: FIRST_AID });
  });

  it('sends a fixed expiry date typed as dd-mm-yyyy', async () => {
    const { saves } = await renderForm(null);
    fireEvent.click(await screen.findByRole('radio', { name: 'A fixed expiry date' }));
    type('Expiry date', '31-03-2027');
    save();
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.body).toMatchObject({
      required: true,
      validity: 'date',
      months: null,
      expiry_date: '2027-03-31',
      anniversary: null,
      window_days: 30,
      deadline_days_after: 0,
      renewal_external_type: null,
    });
  });

  it('sends Never expires with the Compliance choice and the stored renewal values', async () => {
    const { saves, impacts } = await renderForm({ ...TWELVE_MONTHS, window_days: 60, deadline_days_after: 7 });
    fireEvent.click(await screen.findByRole('radio', { name: 'Never expires' }));
    const compliance = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Show on the Compliance screen' });
    expect(compliance.disabled).toBe(false);
    fireEvent.click(compliance);
    save();
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.body).toMatchObject({
      required: false,
      validity: 'never',
      months: null,
      expiry_date: null,
      window_days: 60,
      deadline_days_after: 7,
    });
    expect(impacts()).toHaveLength(1);
  });

  it('asks for the missing months and anniversary before sending', async () => {
    const { saves } = await renderForm(null);
    fireEvent.click(await screen.findByRole('radio', { name: 'A number of months' }));
    type('Validity (months)', '');
    fireEvent.click(radio('On a fixed anniversary'));
    save();
    expect(await screen.findByText(COMPLIANCE_MESSAGES.MONTHS_REQUIRED)).toBeTruthy();
    expect(screen.getByText(COMPLIANCE_MESSAGES.ANNIVERSARY_REQUIRED)).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });

  it.each([
    ['Keep existing expiry dates', false],
    ['Recalculate 3 certificates', true],
  ])('asks before changing the expiry rule of a course with certificates issued: %s', async (choice, recalculate) => {
    const { onDone, saves, impacts } = await renderForm(TWELVE_MONTHS, { changed: 3 });
    type('Validity (months)', '24');
    save();

    const dialog = await screen.findByRole('dialog', { name: 'Certificates already issued' });
    expect(
      within(dialog).getByText(
        'These settings would change the expiry date of 3 certificates already issued. Keep their existing expiry dates, or recalculate them?',
      ),
    ).toBeTruthy();
    // The impact is asked with the same body the save sends.
    expect(impacts()).toEqual([{ method: 'POST', body: expect.objectContaining({ validity: 'months', months: 24 }) }]);
    expect(saves()).toHaveLength(0);
    for (const name of ['Cancel', 'Keep existing expiry dates', 'Recalculate 3 certificates'])
      expect(within(dialog).getByRole('button', { name })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: choice }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    const body = saves()[0]?.body ?? {};
    expect(body).toMatchObject({ validity: 'months', months: 24 });
    expect(body.recalculate === true).toBe(recalculate);
    expect(body).toEqual({ ...impacts()[0]?.body, ...(recalculate ? { recalculate: true } : {}) });
    expect(
      await screen.findByText(recalculate ? COMPLIANCE_MESSAGES.RECALCULATED(3) : COMPLIANCE_MESSAGES.SETTINGS_SAVED),
    ).toBeTruthy();
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('saves nothing on Cancel in the impact question, and keeps what was typed', async () => {
    const { onDone, saves } = await renderForm(TWELVE_MONTHS, { changed: 3 });
    type('Validity (months)', '24');
    save();
    const dialog = await screen.findByRole('dialog', { name: 'Certificates already issued' });
    expect(await axeViolations(dialog)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saves()).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
    expect(field('Validity (months)').value).toBe('24');
  });

  it('saves without asking when no issued certificate would change', async () => {
    const { saves, impacts } = await renderForm(TWELVE_MONTHS, { changed: 0 });
    type('Validity (months)', '24');
    save();
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(impacts()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saves()[0]?.body.recalculate).toBeUndefined();
  });

  it('does not ask about issued certificates when only the renewal window changes', async () => {
    const { saves, impacts } = await renderForm(TWELVE_MONTHS, { changed: 3 });
    type('Renewal window (days before expiry)', '60');
    save();
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(impacts()).toHaveLength(0);
    expect(saves()[0]?.body).toMatchObject({ window_days: 60 });
  });

  it("shows the server's field error under its field and keeps the panel open with what was typed", async () => {
    const message = 'The validity months must be a whole number from 1 to 120.';
    const { onDone } = await renderForm(null, {
      save: () => ({ status: 422, body: { message: 'The given data was invalid.', errors: { months: [message] } } }),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'A number of months' }));
    type('Validity (months)', '36');
    save();
    expect(await screen.findByText(message)).toBeTruthy();
    const months = field('Validity (months)');
    expect(months.getAttribute('aria-invalid')).toBe('true');
    // The message is the field's description: read with it, not only shown near it.
    const described = (months.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(message);
    expect(months.value).toBe('36');
    expect(onDone).not.toHaveBeenCalled();
  });

  it("puts the server's anniversary error under the anniversary", async () => {
    await renderForm(null, {
      save: () => ({
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { anniversary: [COMPLIANCE_MESSAGES.ANNIVERSARY_INVALID] },
        },
      }),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'A number of months' }));
    fireEvent.click(radio('On a fixed anniversary'));
    pick('Day', '31');
    pick('Month', 'April');
    save();
    expect(await screen.findAllByText(COMPLIANCE_MESSAGES.ANNIVERSARY_INVALID)).not.toHaveLength(0);
    expect(select('Day').getAttribute('aria-invalid')).toBe('true');
  });

  it('has no axe violations with every field shown', async () => {
    await renderForm({ ...TWELVE_MONTHS, base: 'anniversary', anniversary: '04-01' });
    await screen.findByRole('group', { name: 'Anniversary' });
    expect(await axeViolations()).toEqual([]);
  });
});
