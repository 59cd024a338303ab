import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@skillway/shared';
import { axeViolations } from '../../../test/axe';
import { byPath, profile, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { ProfileForm } from './profile-form';

const me = profile(3, { id: 'u7', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' });

function server(answer?: (body: Record<string, unknown>) => { status: number; body: unknown }) {
  const sent: Record<string, unknown>[] = [];
  mockFetch(
    byPath({
      '/v1/user/profile': (_url, init) => {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        sent.push(body);
        if (answer) return answer(body);
        const changing = body.email !== me.email;
        return {
          status: 200,
          body: {
            data: { ...me, first_name: body.first_name, last_name: body.last_name },
            message: changing ? MSG.EMAIL_CHANGE_SENT : MSG.CUSTOMER_UPDATED,
          },
        };
      },
    }),
  );
  return sent;
}

describe('the profile form', () => {
  it('saves names without asking for the password', async () => {
    signInAs(3, 'u7');
    const sent = server();
    renderWithApp(<ProfileForm profile={me} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'My First Name' }), { target: { value: 'Augusta' } });
    expect(screen.queryByLabelText(/^Current Password/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ first_name: 'Augusta', last_name: 'Lovelace', email: 'ada@example.com' });
    expect(await screen.findByText(MSG.CUSTOMER_UPDATED)).toBeTruthy();
  });

  it('asks for the current password for a new address, then says a link went to it and keeps the old one', async () => {
    signInAs(3, 'u7');
    const sent = server();
    renderWithApp(<ProfileForm profile={me} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'My email' }), {
      target: { value: 'ada@new.example' },
    });
    const password = await screen.findByLabelText(/^Current Password/);
    fireEvent.change(password, { target: { value: 'Learner!Pass1' } });
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ email: 'ada@new.example', current_password: 'Learner!Pass1' });
    expect((await screen.findByRole('status')).textContent).toContain('ada@new.example');
    expect((screen.getByRole('textbox', { name: 'My email' }) as HTMLInputElement).value).toBe('ada@example.com');
    expect(screen.queryByLabelText(/^Current Password/)).toBeNull();
  });

  it('shows a wrong current password on its field', async () => {
    signInAs(3, 'u7');
    server(() => ({
      status: 422,
      body: { message: MSG.CURRENT_PASSWORD_WRONG, errors: { current_password: [MSG.CURRENT_PASSWORD_WRONG] } },
    }));
    renderWithApp(<ProfileForm profile={me} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'My email' }), {
      target: { value: 'ada@new.example' },
    });
    const password = await screen.findByLabelText(/^Current Password/);
    fireEvent.change(password, { target: { value: 'guess' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    const described = (password.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(MSG.CURRENT_PASSWORD_WRONG);
    expect((screen.getByRole('textbox', { name: 'My email' }) as HTMLInputElement).value).toBe('ada@new.example');
  });
});
