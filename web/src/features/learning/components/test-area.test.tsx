import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../../api';
import { renderWithApp } from '../../../test/render';
import { enrolment } from '../test-fixtures';
import { TestArea } from './test-area';

function renderArea(overrides: Parameters<typeof enrolment>[0]) {
  renderWithApp(
    <div data-testid="host">
      <TestArea courseId="c1" enrolled={enrolment(overrides)} onSubmitted={() => {}} />
    </div>,
    {
      path: '/courses/player/c1',
    },
  );
}

describe('TestArea', () => {
  it('is locked until all the content is accessed', async () => {
    renderArea({ state: 2, progress: 50 });
    expect(
      await screen.findByText('You will need to access all the course content before taking the test'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start Test' })).toBeNull();
  });

  it('offers the test once everything is accessed', async () => {
    renderArea({ state: 5, progress: 100 });
    expect(await screen.findByText("When you're ready, take the test")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Test' })).toBeTruthy();
  });

  it('shows a failed score with Take test again and View Result', async () => {
    setSession({ access_token: 't', user: { id: 'u1', role_id: 3 } as never });
    renderArea({ state: 5, progress: 100, test_complete: true, test_passed: false, test_score: 40 });
    expect(await screen.findByText('Test failed. You scored 40%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Take test again' })).toBeTruthy();
    // A link to the test log (a disabled button until that screen exists).
    expect(screen.getByText('View Result')).toBeTruthy();
  });

  it('congratulates on a passed or complete course with Download Certificate', async () => {
    renderArea({ state: 3, progress: 100, test_complete: true, test_passed: true, test_score: 90 });
    expect(await screen.findByText("Congratulations, you've completed this course")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Certificate' })).toBeTruthy();
  });

  it('shows nothing for a course without a test until it is complete', async () => {
    renderArea({ state: 2, has_test: false });
    await screen.findByTestId('host');
    expect(screen.queryByRole('region', { name: 'Test' })).toBeNull();
    expect(screen.queryByText(/You will need to access/)).toBeNull();
  });
});
