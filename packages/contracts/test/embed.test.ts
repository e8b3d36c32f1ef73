import { describe, expect, it } from 'vitest';
import {
  embedCommandSchema,
  embedEventSchema,
  embedThemesBodySchema,
  isAllowedOrigin,
  isWebOrigin,
  parentOrigin,
} from '../src/embed.ts';

const ALLOWED = ['https://shop.example.com', 'http://127.0.0.1:4100'];

describe('embed commands', () => {
  it('accept the three commands, with or without the source tag', () => {
    for (const command of [
      { type: 'loadPreset', preset: 3 },
      { type: 'setColour', ral: '9005' },
      { type: 'setLanguage', language: 'fr' },
      { source: 'bar-configurator', type: 'setColour', ral: '3020' },
    ]) {
      expect(embedCommandSchema.safeParse(command).success, JSON.stringify(command)).toBe(true);
    }
  });

  it('refuse unknown commands, wrong values and extra keys', () => {
    for (const command of [
      null,
      'setColour',
      { type: 'setColor', ral: '9005' },
      { type: 'setColour', ral: 9005 },
      { type: 'setColour', ral: 'RAL 9005' },
      { type: 'setColour', ral: '9005', key: 'panels' },
      { type: 'loadPreset', preset: 0 },
      { type: 'loadPreset', preset: '3' },
      { type: 'loadPreset', preset: 2_147_483_648 },
      { type: 'setLanguage', language: 'nl' },
      { source: 'someone-else', type: 'setLanguage', language: 'de' },
      { type: 'eval', code: 'alert(1)' },
    ]) {
      expect(embedCommandSchema.safeParse(command).success, JSON.stringify(command)).toBe(false);
    }
  });

  it('describe the events the embed sends', () => {
    const totals = { total_price: 123_400, gross_total: 146_846, currency: 'EUR', total_weight: 56_000 };
    const source = 'bar-configurator';
    expect(embedEventSchema.parse({ source, type: 'ready', mode: 'preset', preset: 2 }).type).toBe('ready');
    expect(embedEventSchema.parse({ source, type: 'changed', totals }).type).toBe('changed');
    const parts = [{ part_number: 'G-1', name: 'Frame', quantity: 2, unit_price: 100, total: 200, weight: 3000 }];
    expect(embedEventSchema.parse({ source, type: 'quoteRequested', preset: null, totals, parts }).type).toBe(
      'quoteRequested',
    );
    expect(embedEventSchema.safeParse({ type: 'changed', totals }).success).toBe(false);
  });
});

describe('embed origins', () => {
  it('are exact http(s) origins without path or wildcard', () => {
    for (const origin of [
      'https://shop.example.com',
      'http://127.0.0.1:4100',
      'http://localhost:3000',
      'http://[::1]:8080',
    ]) {
      expect(isWebOrigin(origin), origin).toBe(true);
    }
    for (const origin of [
      'https://shop.example.com/',
      'https://*.example.com',
      'ftp://x.example.com',
      'http://[::1]:80',
      'null',
      '',
    ]) {
      expect(isWebOrigin(origin), origin).toBe(false);
    }
  });

  it('match the allowed list exactly: scheme, host and port', () => {
    expect(isAllowedOrigin('https://shop.example.com', ALLOWED)).toBe(true);
    for (const origin of [
      'http://shop.example.com',
      'https://shop.example.com:444',
      'https://evil.example.com',
      'null',
      null,
    ]) {
      expect(isAllowedOrigin(origin, ALLOWED), String(origin)).toBe(false);
    }
  });

  it("take the parent's origin from ancestorOrigins, else from the referrer, only when allowed", () => {
    expect(parentOrigin(['http://127.0.0.1:4100'], '', ALLOWED)).toBe('http://127.0.0.1:4100');
    // ancestorOrigins win over a referrer the host could have set to something else.
    expect(parentOrigin(['https://evil.example.com'], 'https://shop.example.com/page', ALLOWED)).toBeNull();
    expect(parentOrigin(null, 'https://shop.example.com/bars?x=1', ALLOWED)).toBe('https://shop.example.com');
    expect(parentOrigin([], 'https://evil.example.com/', ALLOWED)).toBeNull();
    expect(parentOrigin(null, '', ALLOWED)).toBeNull();
    expect(parentOrigin(null, 'not a url', ALLOWED)).toBeNull();
  });
});

describe('dealer themes', () => {
  const theme = { dealer: 'acme', origin: null, logo_url: null, primary_colour: '#aa0000', language: 'de' };
  it('need unique dealers and origins', () => {
    expect(embedThemesBodySchema.safeParse({ themes: [theme, { ...theme, dealer: 'other' }] }).success).toBe(true);
    expect(embedThemesBodySchema.safeParse({ themes: [theme, theme] }).success).toBe(false);
    const withOrigin = { ...theme, origin: 'https://a.example.com' };
    expect(embedThemesBodySchema.safeParse({ themes: [withOrigin, { ...withOrigin, dealer: 'b' }] }).success).toBe(
      false,
    );
  });
});
