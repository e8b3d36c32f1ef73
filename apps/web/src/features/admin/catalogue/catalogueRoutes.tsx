import type { ComponentType } from 'react';
import { ContentBuilderPage } from '../content/ContentBuilderPage.tsx';

/** The catalogue record pages and the content builder (`colors/:colorId`, ..., `content`), relative to `/admin`. */
export const catalogueRoutes: { path: string; Component: ComponentType }[] = [
  { path: 'content', Component: ContentBuilderPage },
];
