import { describe, expect, it } from 'vitest';
import { cleanGroupName, groupNameKey } from './group-name';

describe('group names', () => {
  it('treats case and spacing as the same name', () => {
    expect(groupNameKey('  Sales   Team ')).toBe(groupNameKey('sales team'));
    expect(groupNameKey('SALES TEAM')).toBe(groupNameKey('Sales Team'));
  });

  it('keeps different names apart', () => {
    expect(groupNameKey('Sales')).not.toBe(groupNameKey('Sales 2'));
  });

  it('never puts a # in the key', () => {
    expect(groupNameKey('A#B')).not.toContain('#');
  });

  it('cleans the stored name', () => {
    expect(cleanGroupName('  Night   shift ')).toBe('Night shift');
  });
});
