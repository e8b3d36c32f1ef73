import type { Finish } from '@bar/layout/pieces/types';
import type { BarModel, ModelQuad, Picture } from './barModel.ts';
import { FINISH_FACTORS, linearRgb, PICTURE_ROUGHNESS } from './finishes.ts';
import { USD_UNIT_MESHES, USD_UNIT_QUAD, type UsdUnitMesh } from './usdUnitMeshes.ts';

/** A picture packed beside the layer, under the path the layer names. */
export type PackedPicture = { path: string; bytes: Uint8Array };

export type UsdaLayer = { text: string; pictures: PackedPicture[] };

/** Millimetre-and-finer precision is plenty for a bar; shorter numbers keep the layer small. */
function num(value: number): string {
  const rounded = Number(value.toFixed(5));
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** `separator` ', ' for the few values a person may read; ',' in the arrays every piece repeats. */
function tuple(values: ArrayLike<number>, from: number, count: number, separator = ', '): string {
  const parts: string[] = [];
  for (let index = 0; index < count; index++) parts.push(num(values[from + index] ?? 0));
  return `(${parts.join(separator)})`;
}

function tuples(values: ArrayLike<number>, size: number, separator = ', '): string {
  const parts: string[] = [];
  for (let index = 0; index < values.length; index += size) parts.push(tuple(values, index, size, separator));
  return `[${parts.join(separator)}]`;
}

/** A prim name: letters, digits and underscores, not starting with a digit. */
export function primName(text: string): string {
  const name = text.replace(/[^A-Za-z0-9_]/g, '_');
  return /^[A-Za-z_]/.test(name) ? name : `_${name}`;
}

/** The lines of a unit shape's Mesh; the same for every piece of that shape, so written once. */
function meshBody(unit: UsdUnitMesh): string[] {
  return [
    `int[] faceVertexCounts = [${unit.faceVertexCounts.join(',')}]`,
    `int[] faceVertexIndices = [${unit.faceVertexIndices.join(',')}]`,
    `point3f[] points = ${tuples(unit.points, 3, ',')}`,
    // The default, Catmull-Clark, would round the boxes off.
    `uniform token subdivisionScheme = "none"`,
  ];
}

const UNIT_BODIES = new Map<UsdUnitMesh, string[]>(
  [USD_UNIT_MESHES.box, USD_UNIT_MESHES.cylinder, USD_UNIT_QUAD].map((unit) => [unit, meshBody(unit)]),
);

function xformOps(translation: [number, number, number], rotationY: number, scale: number[]): string[] {
  return [
    `            double3 xformOp:translate = ${tuple(translation, 0, 3)}`,
    `            float xformOp:rotateY = ${num((rotationY * 180) / Math.PI)}`,
    `            float3 xformOp:scale = ${tuple(scale, 0, 3)}`,
    `            uniform token[] xformOpOrder = ["xformOp:translate", "xformOp:rotateY", "xformOp:scale"]`,
  ];
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
 * One piece: an Xform placing, turning and scaling the unit shape, with the shape's own Mesh
 * inside, bound to its material. Every piece carries its mesh rather than referencing a shared
 * one, so that readers without composition (three.js's USDLoader, tinyusdz) see every piece too.
 */
function piece(options: {
  name: string;
  unit: UsdUnitMesh;
  material: string;
  translation: [number, number, number];
  rotationY: number;
  scale: number[];
  st?: Float32Array;
}): string {
  const body = UNIT_BODIES.get(options.unit) ?? meshBody(options.unit);
  const st = options.st
    ? [`texCoord2f[] primvars:st = ${tuples(options.st, 2)} (`, `    interpolation = "vertex"`, `)`]
    : [];
  return [
    `        def Xform "${options.name}"`,
    `        {`,
    ...xformOps(options.translation, options.rotationY, options.scale),
    `            def Mesh "Geometry" (`,
    `                prepend apiSchemas = ["MaterialBindingAPI"]`,
    `            )`,
    `            {`,
    `                rel material:binding = <${options.material}>`,
    ...[...body, ...st].map((line) => `                ${line}`),
    `            }`,
    `        }`,
  ].join('\n');
}

/**
 * The bar model as a USD layer in text form (USDA), metres and Y up: one Xform per piece holding
 * its unit shape's Mesh, its own transform scaling it (as the GLB places its shared meshes), one
 * UsdPreviewSurface material per finish and colour, one Xform per module (`front_module_3`).
 */
export function buildUsda(model: BarModel): UsdaLayer {
  const materials = new MaterialTable();
  const modules: string[] = [];
  for (const module of model.modules) {
    const children: string[] = [];
    module.solids.forEach((solid, index) => {
      children.push(
        piece({
          name: `${primName(solid.name)}_${index}`,
          unit: USD_UNIT_MESHES[solid.shape],
          material: materials.forFinish(solid.finish, solid.color),
          translation: solid.translation,
          rotationY: solid.rotationY,
          scale: solid.scale,
        }),
      );
    });
    module.quads.forEach((quad, index) => {
      const place = { translation: quad.translation, rotationY: quad.rotationY, scale: [quad.width, quad.height, 1] };
      const name = `${primName(quad.name)}_${module.solids.length + index}`;
      children.push(
        quad.picture
          ? piece({
              name,
              unit: USD_UNIT_QUAD,
              material: materials.forPicture(quad.picture.image),
              st: quadSt(quad),
              ...place,
            })
          : piece({ name, unit: USD_UNIT_QUAD, material: materials.forBackground(quad.color), ...place }),
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
