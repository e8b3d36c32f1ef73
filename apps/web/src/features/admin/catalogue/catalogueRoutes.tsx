import type { ComponentType } from 'react';
import { ContentBuilderPage } from '../content/ContentBuilderPage.tsx';
import { AssemblyCreatePage, AssemblyEditPage } from './AssemblyPages.tsx';
import { ColorPage } from './ColorPage.tsx';
import { PartPage } from './PartPage.tsx';

/** The catalogue record pages and the content builder, relative to `/admin`. */
export const catalogueRoutes: { path: string; Component: ComponentType }[] = [
  { path: 'colors/:colorId', Component: ColorPage },
  { path: 'parts/:partId', Component: PartPage },
  { path: 'assemblies/new', Component: AssemblyCreatePage },
  { path: 'assemblies/:assemblyId', Component: AssemblyEditPage },
  { path: 'content', Component: ContentBuilderPage },
];
