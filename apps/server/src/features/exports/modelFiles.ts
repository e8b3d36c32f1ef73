import type { Catalogue } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import { layoutBar } from '@bar/layout/pieces/layoutBar';
import type { ImageStorage } from '../../plugins/storage.ts';
import { type BarModel, barModel, type Picture } from './barModel.ts';
import { buildGlb } from './buildGlb.ts';
import { buildUsdz } from './buildUsdz.ts';

export type ModelFormat = 'glb' | 'usdz';

/** Where the layout says a picture is served from: the server's own uploads. */
const UPLOAD_URL = /^\/api\/uploads\/([A-Za-z0-9_-]{22})$/;

/**
 * The pictures the surfaces name that the server holds. A picture that is gone (or is not an
 * upload of this server) is left out: its surface shows the background colour.
 */
async function loadPictures(storage: ImageStorage, urls: Iterable<string>): Promise<Map<string, Picture>> {
  const pictures = new Map<string, Picture>();
  for (const url of new Set(urls)) {
    const id = UPLOAD_URL.exec(url)?.[1];
    const image = id ? await storage.find(id) : null;
    if (!image) continue;
    pictures.set(url, {
      id: image.id,
      bytes: new Uint8Array(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength),
      mimeType: image.contentType,
      width: image.width,
      height: image.height,
    });
  }
  return pictures;
}

/** The model of a bar document: the layout's pieces with every side and banner shown. */
export async function modelOfBar(doc: BarDocument, catalogue: Catalogue, storage: ImageStorage): Promise<BarModel> {
  const drawList = layoutBar(doc, catalogue);
  const urls = drawList.images.flatMap((surface) => (surface.imageUrl ? [surface.imageUrl] : []));
  return barModel(doc, drawList, await loadPictures(storage, urls));
}

/** The file of a model in one format. */
export async function writeModel(model: BarModel, format: ModelFormat, name: string): Promise<Uint8Array> {
  return format === 'glb' ? buildGlb(model, name) : buildUsdz(model);
}

/**
 * The last few files made, by bar, version, catalogue version and format: a preview opened on a
 * phone asks for the GLB, then maybe the USDZ, and reloads ask again. Least recently used goes
 * first; a file being made is shared by whoever asks meanwhile.
 */
export class ModelFileCache {
  private readonly entries = new Map<string, Promise<Uint8Array>>();

  constructor(private readonly capacity: number) {}

  get(key: string, make: () => Promise<Uint8Array>): Promise<Uint8Array> {
    const known = this.entries.get(key);
    if (known) {
      this.entries.delete(key);
      this.entries.set(key, known);
      return known;
    }
    const made = make();
    this.entries.set(key, made);
    made.catch(() => {
      if (this.entries.get(key) === made) this.entries.delete(key);
    });
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return made;
  }

  get size(): number {
    return this.entries.size;
  }
}
