import { readFileSync } from 'node:fs';
import { backOrigin } from '@bar/domain/backBar';
import { createEmptyBarDocument, DEFAULT_BACK_OFFSET, DOCUMENT_VERSION } from '@bar/domain/document';
import { seedCatalogue } from '@bar/domain/seed/catalogue';
import { describe, expect, it } from 'vitest';
import { restoreBarDocument } from '../src/barDocument.ts';

const catalogue = seedCatalogue();

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

describe('restoreBarDocument, the one door for untrusted documents', () => {
  it('round-trips a current document unchanged', () => {
    const doc = createEmptyBarDocument();
    expect(restoreBarDocument(JSON.parse(JSON.stringify(doc)))).toEqual({ ok: true, doc });
  });

  it('opens a version-0 document (no schemaVersion, only the fields a client sends) with defaults', () => {
    const result = restoreBarDocument(fixture('bar-v0-minimal.json'));
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.doc.schemaVersion).toBe(DOCUMENT_VERSION);
    const module = result.doc.front.baseModules[1];
    expect(module?.position).toEqual({ x: 900, z: 300 });
    expect(module?.counterBoards).toEqual([]);
    expect(module?.back_panels).toEqual({ top: null, bottom: null });
    expect(result.doc.back.baseModules).toEqual([]);
    expect(result.doc.settings.background).toBe('wood');
    expect(result.doc.back.settings.offsetX).toBe(DEFAULT_BACK_OFFSET.x);
  });

  it('moves a version-1 back bar left at the old default offsets behind its front bar (P11)', () => {
    const result = restoreBarDocument(fixture('bar-v1-full-service.json'));
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.doc.schemaVersion).toBe(DOCUMENT_VERSION);
    expect(result.doc.back.settings).toMatchObject({ offsetX: 0, offsetZ: 1000 });
    expect(result.doc.settings).toMatchObject({ offsetX: 0, offsetZ: 1000 });
    expect(result.doc.back.baseModules).toHaveLength(3);
  });

  it('keeps a version-1 back bar the user moved where it stood', () => {
    const stored = fixture('bar-v1-full-service.json') as { back: { settings: Record<string, number> } };
    stored.back.settings.offsetX = 500;
    stored.back.settings.offsetZ = 2500;
    const result = restoreBarDocument(stored);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const origin = backOrigin(result.doc, catalogue.baseModules);
    expect(origin.x).toBeCloseTo(500, 6);
    expect(origin.z).toBeCloseTo(2500, 6);
    expect(result.doc.back.settings.offsetX).not.toBe(500);
  });

  it('migrates a version-1 document with broken modules without throwing; the parse judges it', () => {
    const broken = {
      schemaVersion: 1,
      front: { baseModules: [{ id: 'm1', base_module_id: 'x', position: null }, 7] },
      back: { baseModules: 'none', settings: { offsetX: 10, offsetZ: 900 } },
    };
    expect(() => restoreBarDocument(broken)).not.toThrow();
    expect(restoreBarDocument(broken).ok).toBe(false);
  });

  it('reports dotted field paths for a broken document', () => {
    const result = restoreBarDocument({
      front: { baseModules: [{ id: 'm1', base_module_id: 1, rotation: 45, position: { x: 0, z: 0 } }] },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.path)).toContain('front.baseModules.0.rotation');
  });

  it('refuses ids that could smuggle markup', () => {
    const bad = restoreBarDocument({
      front: { baseModules: [{ id: '<script>', base_module_id: 1, rotation: 0, position: { x: 0, z: 0 } }] },
    });
    expect(bad.ok).toBe(false);
  });

  it('refuses documents from a future version and non-objects', () => {
    expect(restoreBarDocument({ schemaVersion: DOCUMENT_VERSION + 1 }).ok).toBe(false);
    expect(restoreBarDocument([]).ok).toBe(false);
    expect(restoreBarDocument(null).ok).toBe(false);
  });
});

describe('branding image addresses', () => {
  const withBrandingImage = (imageUrl: string) => {
    const doc = createEmptyBarDocument();
    return {
      ...doc,
      front: {
        ...doc.front,
        brandings: [
          {
            base_module_id: 'm1',
            edge: 'n',
            part_id: 1,
            image_url: imageUrl,
            color: '9005',
            fill_image: false,
            type: 'frontbanner',
            width: 600,
            height: 400,
          },
        ],
      },
    };
  };

  it('accepts the address POST /api/uploads answers with', () => {
    expect(restoreBarDocument(withBrandingImage('/api/uploads/Zx3_k9-QmW1aB2cD4eF5gH')).ok).toBe(true);
  });

  it.each([
    'https://example.org/logo.png',
    '//example.org/api/uploads/Zx3_k9-QmW1aB2cD4eF5gH',
    '/api/uploads/../../etc/passwd',
    'javascript:alert(1)',
  ])('refuses %s: pictures come from our own uploads only', (imageUrl) => {
    const result = restoreBarDocument(withBrandingImage(imageUrl));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.path)).toContain('front.brandings.0.image_url');
  });
});
