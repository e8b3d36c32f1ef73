import type { Finish } from '@bar/layout/pieces/types';
import type { BarModel, ModelQuad, Picture } from './barModel.ts';
import { FINISH_FACTORS, linearRgb, PICTURE_ROUGHNESS } from './finishes.ts';
import { type ModelShape, UNIT_MESHES, UNIT_QUAD, type UnitMesh } from './unitMeshes.ts';

/** A picture packed beside the layer, under the path the layer names. */
export type PackedPicture = { path: string; bytes: Uint8Array };

export type UsdaLayer = { text: string; pictures: PackedPicture[] };

/** Millimetre-and-finer precision is plenty for a bar; shorter numbers keep the layer small. */
function num(value: number): string {
  const rounded = Number(value.toFixed(5));
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function tuple(values: ArrayLike<number>, from: number, count: number): string {
  const parts: string[] = [];
  for (let index = 0; index < count; index++) parts.push(num(values[from + index] ?? 0));
  return `(${parts.join(', ')})`;
}

function tuples(values: ArrayLike<number>, size: number): string {
  const parts: string[] = [];
  for (let index = 0; index < values.length; index += size) parts.push(tuple(values, index, size));
  return `[${parts.join(', ')}]`;
}

/** A prim name: letters, digits and underscores, not starting with a digit. */
export function primName(text: string): string {
  const name = text.replace(/[^A-Za-z0-9_]/g, '_');
  return /^[A-Za-z_]/.test(name) ? name : `_${name}`;
}

const SHAPE_CLASS: Record<ModelShape | 'quad', string> = { box: 'UnitBox', cylinder: 'UnitCylinder', quad: 'UnitQuad' };

function meshBody(unit: UnitMesh, indent: string, st?: Float32Array): string {
  const counts = new Array(unit.indices.length / 3).fill(3).join(', ');
  const lines = [
    `uniform bool doubleSided = 0`,
    `int[] faceVertexCounts = [${counts}]`,
    `int[] faceVertexIndices = [${Array.from(unit.indices).join(', ')}]`,
    `normal3f[] normals = ${tuples(unit.normals, 3)} (`,
    `    interpolation = "vertex"`,
    `)`,
    `point3f[] points = ${tuples(unit.positions, 3)}`,
    `uniform token subdivisionScheme = "none"`,
  ];
  if (st) lines.push(`texCoord2f[] primvars:st = ${tuples(st, 2)} (`, `    interpolation = "vertex"`, `)`);
  return lines.map((line) => `${indent}${line}`).join('\n');
}

/** A unit shape as an abstract class that pieces reference; classes are never drawn themselves. */
function shapeClass(key: ModelShape | 'quad', unit: UnitMesh): string {
  return `class Xform "${SHAPE_CLASS[key]}"\n{\n    def Mesh "Geometry"\n    {\n${meshBody(unit, '        ')}\n    }\n}\n`;
}

function xformOps(indent: string, translation: [number, number, number], rotationY: number, scale: number[]): string {
  return [
    `double3 xformOp:translate = ${tuple(translation, 0, 3)}`,
    `float xformOp:rotateY = ${num((rotationY * 180) / Math.PI)}`,
    `float3 xformOp:scale = ${tuple(scale, 0, 3)}`,
    `uniform token[] xformOpOrder = ["xformOp:translate", "xformOp:rotateY", "xformOp:scale"]`,
  ]
    .map((line) => `${indent}${line}`)
    .join('\n');
}

/** Texture coordinates in USD run upward: st = (u, 1 − v) of glTF's. */
function quadSt(quad: ModelQuad): Float32Array {
  const picture = quad.picture;
  if (!picture) return new Float32Array(8);
  const [u0, v0] = picture.uvMin;
  const [u1, v1] = picture.uvMax;
  return new Float32Array([u0, 1 - v1, u1, 1 - v1, u1, 1 - v0, u0, 1 - v0]);
}

type MaterialSpec = { color: string; metallic: number; roughness: number; opacity: number; emissive: string | null };

class MaterialTable {
  private readonly specs = new Map<string, string>();
  private readonly texts: string[] = [];
  readonly pictures: PackedPicture[] = [];
  private readonly picturePaths = new Map<string, string>();

  private path(name: string): string {
    return `/Bar/Materials/${name}`;
  }

  forFinish(finish: Finish, color: string): string {
    const factors = FINISH_FACTORS[finish];
    return this.plain(`${finish} ${color}`, {
      color,
      metallic: factors.metallic,
      roughness: factors.roughness,
      opacity: factors.alpha,
      emissive: factors.emissive,
    });
  }

  forBackground(color: string): string {
    return this.plain(`plain ${color}`, {
      color,
      metallic: 0,
      roughness: PICTURE_ROUGHNESS,
      opacity: 1,
      emissive: null,
    });
  }

  private plain(key: string, spec: MaterialSpec): string {
    const known = this.specs.get(key);
    if (known) return known;
    const name = `M${this.specs.size}`;
    const path = this.path(name);
    const inputs = [
      `color3f inputs:diffuseColor = ${tuple(linearRgb(spec.color), 0, 3)}`,
      `float inputs:metallic = ${num(spec.metallic)}`,
      `float inputs:roughness = ${num(spec.roughness)}`,
      `float inputs:opacity = ${num(spec.opacity)}`,
      ...(spec.emissive ? [`color3f inputs:emissiveColor = ${tuple(linearRgb(spec.emissive), 0, 3)}`] : []),
    ];
    this.texts.push(surfaceMaterial(name, path, inputs, ''));
    this.specs.set(key, path);
    return path;
  }

  forPicture(picture: Picture): string {
    const key = `picture ${picture.id}`;
    const known = this.specs.get(key);
    if (known) return known;
    const name = `M${this.specs.size}`;
    const path = this.path(name);
    let file = this.picturePaths.get(picture.id);
    if (!file) {
      file = `textures/${primName(picture.id)}.${picture.mimeType === 'image/png' ? 'png' : 'jpg'}`;
      this.picturePaths.set(picture.id, file);
      this.pictures.push({ path: file, bytes: picture.bytes });
    }
    const isCutOut = picture.mimeType === 'image/png';
    const inputs = [
      `color3f inputs:diffuseColor.connect = <${path}/Picture.outputs:rgb>`,
      `float inputs:metallic = 0`,
      `float inputs:roughness = ${num(PICTURE_ROUGHNESS)}`,
      isCutOut ? `float inputs:opacity.connect = <${path}/Picture.outputs:a>` : 'float inputs:opacity = 1',
    ];
    const shaders = [
      `        def Shader "Picture"`,
      `        {`,
      `            uniform token info:id = "UsdUVTexture"`,
      `            asset inputs:file = @${file}@`,
      `            token inputs:sourceColorSpace = "sRGB"`,
      `            float2 inputs:st.connect = <${path}/TexCoords.outputs:result>`,
      `            token inputs:wrapS = "clamp"`,
      `            token inputs:wrapT = "clamp"`,
      `            float3 outputs:rgb`,
      `            float outputs:a`,
      `        }`,
      `        def Shader "TexCoords"`,
      `        {`,
      `            uniform token info:id = "UsdPrimvarReader_float2"`,
      `            token inputs:varname = "st"`,
      `            float2 outputs:result`,
      `        }`,
    ].join('\n');
    this.texts.push(surfaceMaterial(name, path, inputs, shaders));
    this.specs.set(key, path);
    return path;
  }

  text(): string {
    return this.texts.join('\n');
  }
}

function surfaceMaterial(name: string, path: string, inputs: string[], shaders: string): string {
  return [
    `    def Material "${name}"`,
    `    {`,
    `        token outputs:surface.connect = <${path}/Surface.outputs:surface>`,
    `        def Shader "Surface"`,
    `        {`,
    `            uniform token info:id = "UsdPreviewSurface"`,
    ...inputs.map((input) => `            ${input}`),
    `            token outputs:surface`,
    `        }`,
    ...(shaders ? [shaders] : []),
    `    }`,
  ].join('\n');
}

/**
 * The bar model as a USD layer in text form (USDA), metres and Y up: one abstract class per unit
 * shape that every piece references, its own transform scaling it (as the GLB shares meshes), one
 * UsdPreviewSurface material per finish and colour, one Xform per module (`front_module_3`).
 */
export function buildUsda(model: BarModel): UsdaLayer {
  const materials = new MaterialTable();
  const modules: string[] = [];
  for (const module of model.modules) {
    const children: string[] = [];
    module.solids.forEach((solid, index) => {
      const material = materials.forFinish(solid.finish, solid.color);
      children.push(
        piece(
          `${primName(solid.name)}_${index}`,
          SHAPE_CLASS[solid.shape],
          material,
          solid.translation,
          solid.rotationY,
          solid.scale,
        ),
      );
    });
    module.quads.forEach((quad, index) => {
      const name = `${primName(quad.name)}_${module.solids.length + index}`;
      const scale = [quad.width, quad.height, 1];
      if (!quad.picture) {
        const material = materials.forBackground(quad.color);
        children.push(piece(name, SHAPE_CLASS.quad, material, quad.translation, quad.rotationY, scale));
        return;
      }
      const material = materials.forPicture(quad.picture.image);
      children.push(
        [
          `        def Xform "${name}" (`,
          `            prepend apiSchemas = ["MaterialBindingAPI"]`,
          `        )`,
          `        {`,
          `            rel material:binding = <${material}>`,
          xformOps('            ', quad.translation, quad.rotationY, scale),
          `            def Mesh "Geometry"`,
          `            {`,
          meshBody(UNIT_QUAD, '                ', quadSt(quad)),
          `            }`,
          `        }`,
        ].join('\n'),
      );
    });
    modules.push(
      [
        `    def Xform "${primName(module.name)}" (`,
        `        customData = { string moduleId = "${primName(module.moduleId)}" }`,
        `    )`,
        `    {`,
        ...children,
        `    }`,
      ].join('\n'),
    );
  }
  const text = [
    '#usda 1.0',
    '(',
    '    defaultPrim = "Bar"',
    '    metersPerUnit = 1',
    '    upAxis = "Y"',
    ')',
    '',
    shapeClass('box', UNIT_MESHES.box),
    shapeClass('cylinder', UNIT_MESHES.cylinder),
    shapeClass('quad', UNIT_QUAD),
    'def Xform "Bar" (',
    '    kind = "component"',
    ')',
    '{',
    '    def Scope "Materials"',
    '    {',
    materials.text(),
    '    }',
    ...modules,
    '}',
    '',
  ].join('\n');
  return { text, pictures: materials.pictures };
}

function piece(
  name: string,
  shapeClass: string,
  material: string,
  translation: [number, number, number],
  rotationY: number,
  scale: number[],
): string {
  return [
    `        def Xform "${name}" (`,
    `            prepend apiSchemas = ["MaterialBindingAPI"]`,
    `            prepend references = </${shapeClass}>`,
    `        )`,
    `        {`,
    `            rel material:binding = <${material}>`,
    xformOps('            ', translation, rotationY, scale),
    `        }`,
  ].join('\n');
}
