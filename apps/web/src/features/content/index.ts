/** What other features use of content. */

export { useCompanyUrl, useContent } from './contentApi.ts';
export { FaqDrawer } from './FaqDrawer.tsx';
export { FaqList } from './FaqList.tsx';
