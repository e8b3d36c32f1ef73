import type { ComponentType } from 'react';
import { ContentBuilderPage } from '../content/ContentBuilderPage.tsx';
import { DealerThemesPage } from '../embed/DealerThemesPage.tsx';
import { AssemblyCreatePage, AssemblyEditPage } from './AssemblyPages.tsx';
import { ColorPage } from './ColorPage.tsx';
import { PartPage } from './PartPage.tsx';

/** The catalogue record pages, the content builder and the dealer themes, relative to `/admin`. */
export const catalogueRoutes: { path: string; Component: ComponentType }[] = [
  { path: 'colors/:colorId', Component: ColorPage },
  { path: 'parts/:partId', Component: PartPage },
  { path: 'assemblies/new', Component: AssemblyCreatePage },
  { path: 'assemblies/:assemblyId', Component: AssemblyEditPage },
  { path: 'content', Component: ContentBuilderPage },
  { path: 'embed-themes', Component: DealerThemesPage },
];
