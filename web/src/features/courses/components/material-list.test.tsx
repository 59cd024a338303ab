import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, type TAsset } from '@skillway/shared';
import { axeViolations } from '../../../test/axe';
import { mockFetch, renderWithApp } from '../../../test/render';
import { asset } from '../../learning/test-fixtures';
import { PROCESSING_REFRESH_MS } from '../api/course-query';
import { MaterialList } from './material-list';

const link = (id: string, title: string, sort: number): TAsset =>
  asset({ id, title, asset_type: 'link', sort_order: sort, external_link: 'https://example.com' });

const page = (data: TAsset[]) => ({
  data,
  meta: { pagination: { total: data.length, per_page: 100, current_page: 1, total_pages: 1, links: {} } },
});

describe('MaterialList', () => {
  it('says when the course has no material', async () => {
    mockFetch(() => ({ status: 200, body: page([]) }));
    renderWithApp(<MaterialList courseId="c1" onEdit={vi.fn()} />);
    expect(await screen.findByText(MSG.COURSE_NO_MATERIALS)).toBeTruthy();
  });

  it('saves the new order at once through the sort call and shows it', async () => {
    const first = link('a1', 'Intro', 0);
    const second = link('a2', 'Evacuation', 1);
    const third = link('a3', 'Summary', 2);
    const calls = mockFetch((url, init) => {
      if (url.startsWith('/v1/course/training-material/sort/c1')) {
        const ids = (JSON.parse(String(init.body)) as { sort_order: string[] }).sort_order;
        const byId = { a1: first, a2: second, a3: third } as Record<string, TAsset>;
        return {
          status: 200,
          body: { data: ids.map((id, i) => ({ ...byId[id]!, sort_order: i })), message: MSG.MATERIALS_SORTED },
        };
      }
      return { status: 200, body: page([first, second, third]) };
    });
    renderWithApp(<MaterialList courseId="c1" onEdit={vi.fn()} />);
    const moveDown = await screen.findByRole('button', { name: 'Move down: Intro' });
    moveDown.focus();
    fireEvent.click(moveDown);

    await waitFor(() => expect(calls.some((call) => call.url === '/v1/course/training-material/sort/c1')).toBe(true));
    const sort = calls.find((call) => call.url === '/v1/course/training-material/sort/c1')!;
    expect(sort.init.method).toBe('POST');
    expect(JSON.parse(String(sort.init.body))).toEqual({ sort_order: ['a2', 'a1', 'a3'] });
    expect(await screen.findByText(MSG.MATERIALS_SORTED)).toBeTruthy();
    const titles = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(titles[0]).toContain('Evacuation');
    expect(titles[1]).toContain('Intro');
    // The keyboard user keeps their place (WCAG 2.5.7): the pressed button has the focus again after the row moved.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move down: Intro'));
  });

  it('puts the saved order back when the server refuses the new one', async () => {
    const calls = mockFetch((url) =>
      url.startsWith('/v1/course/training-material/sort/')
        ? { status: 422, body: { message: MSG.MATERIAL_SORT_MISMATCH, errors: {} } }
        : { status: 200, body: page([link('a1', 'Intro', 0), link('a2', 'Evacuation', 1)]) },
    );
    renderWithApp(<MaterialList courseId="c1" onEdit={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Move up: Evacuation' }));
    expect(await screen.findByText(MSG.MATERIAL_SORT_MISMATCH)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]?.textContent).toContain('Intro'));
    expect(calls.filter((call) => call.url.startsWith('/v1/course/training-material/sort/'))).toHaveLength(1);
  });
  describe('e-learning packages', () => {
    const info = (overrides: Partial<NonNullable<TAsset['package']>>): NonNullable<TAsset['package']> => ({
      status: 'ready',
      standard: 'scorm2004',
      version: '2004 4th Edition',
      title: 'Drill',
      activity_id: null,
      mastery_score: null,
      items: [],
      error: null,
      ...overrides,
    });
    const pkg = (id: string, title: string, sort: number, overrides: Partial<NonNullable<TAsset['package']>>): TAsset =>
      asset({ id, title, asset_type: 'package', sort_order: sort, package: info(overrides) });

    afterEach(() => vi.useRealTimers());

    it("shows each package's standard and state, and why a failed one was refused", async () => {
      mockFetch(() => ({
        status: 200,
        body: page([
          pkg('p1', 'Fire drill', 0, {}),
          pkg('p2', 'Induction', 1, { standard: 'scorm12' }),
          pkg('p3', 'Broken', 2, { status: 'failed', standard: null, error: MSG.PACKAGE_NOT_RECOGNISED }),
        ]),
      }));
      const { container } = renderWithApp(<MaterialList courseId="c1" onEdit={vi.fn()} />);
      expect(await screen.findByText('SCORM 2004 · Ready')).toBeTruthy();
      expect(screen.getByText('SCORM 1.2 · Ready')).toBeTruthy();
      expect(screen.getByText('Failed')).toBeTruthy();
      expect(screen.getByText(`Failed: ${MSG.PACKAGE_NOT_RECOGNISED}`)).toBeTruthy();
      expect(screen.getAllByText('e-learning package')).toHaveLength(3);
      expect(await axeViolations(container)).toEqual([]);
    });

    it('reads the list again while a package is processing, and stops once it is ready', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      let processing = true;
      const calls = mockFetch(() => ({
        status: 200,
        body: page([
          pkg('p1', 'Fire drill', 0, processing ? { status: 'processing', standard: null } : { standard: 'xapi' }),
        ]),
      }));
      renderWithApp(<MaterialList courseId="c1" onEdit={vi.fn()} />);
      expect(await screen.findByText('Processing…')).toBeTruthy();
      expect(calls).toHaveLength(1);
      processing = false;
      await vi.advanceTimersByTimeAsync(PROCESSING_REFRESH_MS);
      expect(await screen.findByText('xAPI (Tin Can) · Ready')).toBeTruthy();
      expect(calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(PROCESSING_REFRESH_MS * 2);
      expect(calls).toHaveLength(2);
    });
  });
});
