import type { Finish } from '@bar/layout/pieces/types';
import { type Accessor, Document, type Material, type Mesh, NodeIO, type Texture } from '@gltf-transform/core';
import type { BarModel, ModelQuad, Picture } from './barModel.ts';
import { FINISH_FACTORS, linearRgb, PICTURE_ROUGHNESS } from './finishes.ts';
import { type ModelShape, quadUvs, UNIT_MESHES, UNIT_QUAD, type UnitMesh } from './unitMeshes.ts';

/**
 * A length to the micrometre: float noise (0.30000000000000004) would only lengthen the JSON, which
 * is most of the file, and the time to write it.
 */
function micrometres(value: number): number {
  return Math.round(value * 1e6) / 1e6 || 0;
}

function rounded(vector: [number, number, number]): [number, number, number] {
  return [micrometres(vector[0]), micrometres(vector[1]), micrometres(vector[2])];
}

/** A turn about the vertical axis as a glTF quaternion (x, y, z, w), unit length within 1e-7. */
function turnY(angle: number): [number, number, number, number] {
  const digits = (value: number) => Math.round(value * 1e8) / 1e8 || 0;
  return [0, digits(Math.sin(angle / 2)), 0, digits(Math.cos(angle / 2))];
}

type Geometry = { position: Accessor; normal: Accessor; indices: Accessor };

/**
 * Writes a bar model as binary glTF: one unit mesh per shape, reused by every piece of that shape
 * through its node's scale, one material per finish and colour, one node per module holding its
 * pieces. Pictures go in once each, as the JPEG or PNG the server stored.
 */
class GlbWriter {
  readonly document = new Document();
  private readonly buffer = this.document.createBuffer();
  private readonly geometries = new Map<ModelShape | 'quad', Geometry>();
  private readonly meshes = new Map<string, Mesh>();
  private readonly materials = new Map<string, Material>();
  private readonly textures = new Map<string, Texture>();

  private accessor(type: 'VEC3' | 'VEC2' | 'SCALAR', array: Float32Array | Uint16Array): Accessor {
    return this.document.createAccessor().setType(type).setArray(array).setBuffer(this.buffer);
  }

  private geometry(key: ModelShape | 'quad', unit: UnitMesh): Geometry {
    let geometry = this.geometries.get(key);
    if (!geometry) {
      geometry = {
        position: this.accessor('VEC3', unit.positions),
        normal: this.accessor('VEC3', unit.normals),
        indices: this.accessor('SCALAR', unit.indices),
      };
      this.geometries.set(key, geometry);
    }
    return geometry;
  }

  private mesh(key: string, geometry: Geometry, material: Material, uv?: Accessor): Mesh {
    const primitive = this.document
      .createPrimitive()
      .setAttribute('POSITION', geometry.position)
      .setAttribute('NORMAL', geometry.normal)
      .setIndices(geometry.indices)
      .setMaterial(material);
    if (uv) primitive.setAttribute('TEXCOORD_0', uv);
    return this.document.createMesh(key).addPrimitive(primitive);
  }

  private finishMaterial(finish: Finish, color: string): Material {
    const key = `${finish} ${color}`;
    let material = this.materials.get(key);
    if (!material) {
      const factors = FINISH_FACTORS[finish];
      material = this.document
        .createMaterial(key)
        .setBaseColorFactor([...linearRgb(color), factors.alpha])
        .setMetallicFactor(factors.metallic)
        .setRoughnessFactor(factors.roughness);
      if (factors.alpha < 1) material.setAlphaMode('BLEND');
      if (factors.emissive) material.setEmissiveFactor(linearRgb(factors.emissive));
      this.materials.set(key, material);
    }
    return material;
  }

  /** The background of a picture surface: matt, not metal. */
  private plainMaterial(color: string): Material {
    const key = `plain ${color}`;
    let material = this.materials.get(key);
    if (!material) {
      material = this.document
        .createMaterial(key)
        .setBaseColorFactor([...linearRgb(color), 1])
        .setMetallicFactor(0)
        .setRoughnessFactor(PICTURE_ROUGHNESS);
      this.materials.set(key, material);
    }
    return material;
  }

  private pictureMaterial(picture: Picture): Material {
    const key = `picture ${picture.id}`;
    let material = this.materials.get(key);
    if (!material) {
      let texture = this.textures.get(picture.id);
      if (!texture) {
        texture = this.document.createTexture(picture.id).setImage(picture.bytes).setMimeType(picture.mimeType);
        this.textures.set(picture.id, texture);
      }
      material = this.document
        .createMaterial(key)
        .setBaseColorTexture(texture)
        .setMetallicFactor(0)
        .setRoughnessFactor(PICTURE_ROUGHNESS);
      // A PNG logo may be cut out; a JPEG never is.
      if (picture.mimeType === 'image/png') material.setAlphaMode('BLEND');
      this.materials.set(key, material);
    }
    return material;
  }

  solidMesh(shape: ModelShape, finish: Finish, color: string): Mesh {
    const key = `${shape} ${finish} ${color}`;
    let mesh = this.meshes.get(key);
    if (!mesh) {
      mesh = this.mesh(key, this.geometry(shape, UNIT_MESHES[shape]), this.finishMaterial(finish, color));
      this.meshes.set(key, mesh);
    }
    return mesh;
  }

  quadMesh(quad: ModelQuad): Mesh {
    const geometry = this.geometry('quad', UNIT_QUAD);
    if (!quad.picture) {
      const key = `quad ${quad.color}`;
      let mesh = this.meshes.get(key);
      if (!mesh) {
        mesh = this.mesh(key, geometry, this.plainMaterial(quad.color));
        this.meshes.set(key, mesh);
      }
      return mesh;
    }
    const { image, uvMin, uvMax } = quad.picture;
    return this.mesh(
      `picture ${image.id}`,
      geometry,
      this.pictureMaterial(image),
      this.accessor('VEC2', quadUvs(uvMin, uvMax)),
    );
  }
}

/** The bar model as a GLB file (glTF 2.0 binary). */
export async function buildGlb(model: BarModel, name: string): Promise<Uint8Array> {
  return new NodeIO().writeBinary(buildGlbDocument(model, name));
}

/** The bar model as a glTF document. */
export function buildGlbDocument(model: BarModel, name: string): Document {
  const writer = new GlbWriter();
  const { document } = writer;
  document.getRoot().getAsset().generator = 'bar configurator';
  const bar = document.createNode(name);
  document.getRoot().setDefaultScene(document.createScene(name).addChild(bar));
  for (const module of model.modules) {
    const group = document.createNode(module.name).setExtras({ moduleId: module.moduleId });
    bar.addChild(group);
    for (const solid of module.solids) {
      group.addChild(
        document
          .createNode(solid.name)
          .setMesh(writer.solidMesh(solid.shape, solid.finish, solid.color))
          .setTranslation(rounded(solid.translation))
          .setRotation(turnY(solid.rotationY))
          .setScale(rounded(solid.scale)),
      );
    }
    for (const quad of module.quads) {
      group.addChild(
        document
          .createNode(quad.name)
          .setMesh(writer.quadMesh(quad))
          .setTranslation(rounded(quad.translation))
          .setRotation(turnY(quad.rotationY))
          .setScale(rounded([quad.width, quad.height, 1])),
      );
    }
  }
  return document;
}
