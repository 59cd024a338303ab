import { describe, expect, it } from 'vitest';
import { paginate } from './pagination';

describe('paginate', () => {
  const items = Array.from({ length: 23 }, (_, i) => i);
  it('slices a page and describes the rest', () => {
    const page = paginate(items, { page: 2, limit: 10, path: '/v1/x' });
    expect(page.data).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(page.meta.pagination).toEqual({
      total: 23,
      count: 10,
      per_page: 10,
      current_page: 2,
      total_pages: 3,
      links: { next: '/v1/x?page=3&limit=10', previous: '/v1/x?page=1&limit=10' },
    });
  });
  it('clamps out-of-range pages and handles empty lists', () => {
    expect(paginate(items, { page: 99, limit: 10, path: '/' }).meta.pagination.current_page).toBe(3);
    expect(paginate([], { path: '/' }).meta.pagination).toMatchObject({
      total: 0,
      total_pages: 1,
      current_page: 1,
      links: {},
    });
  });
});
