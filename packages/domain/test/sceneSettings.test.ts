import { describe, expect, it } from 'vitest';
import { setSceneSettings } from '../src/commands/sceneSettings.ts';
import type { BarDocument } from '../src/document.ts';
import { validateBar } from '../src/validate.ts';
import { applied, backRow, catalogue, context, frontRow } from './harness.ts';

function surroundings(doc: BarDocument) {
  const pick = (settings: BarDocument['settings']) => ({
    background: settings.background,
    backgroundColor: settings.backgroundColor,
    skybox: settings.skybox,
  });
  return { bar: pick(doc.settings), front: pick(doc.front.settings), back: pick(doc.back.settings) };
}

describe('setSceneSettings: floor, background colour and background scene', () => {
  it('a new bar stands on wood with the background scene off', () => {
    expect(surroundings(frontRow([])).bar).toEqual({ background: 'wood', backgroundColor: '#e9eef2', skybox: 'off' });
  });

  it('sets the values on the document and on both sides, leaving the rest of the settings alone', () => {
    const ctx = context();
    const start = backRow(['back-frame-600'], frontRow(['g-raxx-600'], ctx), ctx);
    const doc = applied(
      setSceneSettings(start, ctx, { background: 'gravel', backgroundColor: '#1A2B3C', skybox: 'beach' }),
    );
    const expected = { background: 'gravel', backgroundColor: '#1a2b3c', skybox: 'beach' };
    expect(surroundings(doc)).toEqual({ bar: expected, front: expected, back: expected });
    expect(doc.settings.colors).toEqual(start.settings.colors);
    expect(doc.back.settings.offsetX).toBe(start.back.settings.offsetX);
    expect(doc.front.baseModules).toBe(start.front.baseModules);
    expect(validateBar(doc, catalogue)).toEqual([]);
  });

  it('changes only what it is given', () => {
    const doc = applied(setSceneSettings(frontRow([]), context(), { skybox: 'woods' }));
    expect(surroundings(doc).bar).toEqual({ background: 'wood', backgroundColor: '#e9eef2', skybox: 'woods' });
  });

  it('enters undo history like any edit', () => {
    const result = setSceneSettings(frontRow([]), context(), { background: 'grass' });
    expect(result).toMatchObject({ ok: true, history: true });
  });

  it.each([
    [{ background: 'marble' }, 'background'],
    [{ skybox: 'moon' }, 'skybox'],
    [{ backgroundColor: 'red' }, 'backgroundColor'],
    [{ backgroundColor: '#12345' }, 'backgroundColor'],
    [{ backgroundColor: '#1234567' }, 'backgroundColor'],
  ])('refuses %o', (input, field) => {
    const start = frontRow([]);
    const result = setSceneSettings(start, context(), input as never);
    expect(result).toEqual({ ok: false, reason: 'invalidSceneSetting', rule: 'DOC', details: { field } });
  });

  it('refuses the whole change when one value is wrong', () => {
    const result = setSceneSettings(frontRow([]), context(), { background: 'grass', skybox: 'moon' as never });
    expect(result.ok).toBe(false);
  });
});
