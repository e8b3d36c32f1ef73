/** What other features use of the home screen. */
export { ContentSectionCard } from './ContentSections.tsx';
