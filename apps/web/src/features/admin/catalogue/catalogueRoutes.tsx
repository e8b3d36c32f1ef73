import type { ComponentType } from 'react';
import { ContentBuilderPage } from '../content/ContentBuilderPage.tsx';
import { DealerThemesPage } from '../embed/DealerThemesPage.tsx';
import { AssemblyCreatePage, AssemblyEditPage } from './AssemblyPages.tsx';
import { ColorCreatePage, ColorEditPage } from './ColorPage.tsx';
import { PartPage } from './PartPage.tsx';
import { VehicleClassesPage } from './VehicleClassesPage.tsx';
import { VehicleClassPage } from './VehicleClassPage.tsx';

/** The catalogue record pages, the vehicle classes, the content builder and the dealer themes, relative to `/admin`. */
export const catalogueRoutes: { path: string; Component: ComponentType }[] = [
  { path: 'colors/new', Component: ColorCreatePage },
  { path: 'colors/:colorId', Component: ColorEditPage },
  { path: 'parts/:partId', Component: PartPage },
  { path: 'assemblies/new', Component: AssemblyCreatePage },
  { path: 'assemblies/:assemblyId', Component: AssemblyEditPage },
  { path: 'vehicle-classes', Component: VehicleClassesPage },
  { path: 'vehicle-classes/:code', Component: VehicleClassPage },
  { path: 'content', Component: ContentBuilderPage },
  { path: 'embed-themes', Component: DealerThemesPage },
];
