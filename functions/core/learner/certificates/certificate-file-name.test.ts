import { describe, expect, it } from 'vitest';
import { certificateFileName } from './certificate-file-name';

describe('certificateFileName', () => {
  it('says what it is: course, learner and the completion day', () => {
    expect(
      certificateFileName({
        course: 'Fire Safety Awareness',
        learner: 'Tom Baker',
        completedAt: '2026-12-05T23:30:00.000Z',
      }),
    ).toBe('Certificate - Fire Safety Awareness - Tom Baker - 2026-12-05.pdf');
  });

  it('keeps only characters a file name can hold', () => {
    expect(
      certificateFileName({
        course: 'H&S: "Level 2" / <Refresher>?',
        learner: "Zoë\tO'Brien\u0000",
        completedAt: '2027-02-28T10:00:00Z',
      }),
    ).toBe("Certificate - H&S Level 2 Refresher - Zoë O'Brien - 2027-02-28.pdf");
    expect(certificateFileName({ course: '..', learner: '  ', completedAt: undefined })).toBe('Certificate.pdf');
    const long = certificateFileName({ course: 'x'.repeat(300), learner: 'y'.repeat(300), completedAt: '2026-01-01' });
    expect(long.length).toBeLessThan(160);
  });
});
