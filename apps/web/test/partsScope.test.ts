import { describe, expect, it } from 'vitest';
import { effectiveScope } from '../src/features/inventory/partsScope.ts';

describe('which parts a PDF or an inquiry asks for', () => {
  it('is the choice when the user owns some of the bar, and every part otherwise', () => {
    expect(effectiveScope('to_order', 3)).toBe('to_order');
    expect(effectiveScope('all', 3)).toBe('all');
    // The choice is hidden without owned parts: a choice kept from before sends nothing less.
    expect(effectiveScope('to_order', 0)).toBe('all');
  });
});
