import type { StoredSectionValues } from '@bar/contracts/content';
import type { Locale } from '@bar/domain/locale';
import { type ItemListLabelKeys, ItemListSectionFields } from './ItemListSectionFields.tsx';
import { LocalizedTextField } from './LocalizedTextField.tsx';

type FaqValue = StoredSectionValues['faq'];
type Props = { value: FaqValue; locale: Locale; onChange: (value: FaqValue) => void };

const emptyItem: FaqValue['items'][number] = { question: { en: '' }, answer: { en: '' } };

const LABEL_KEYS: ItemListLabelKeys = {
  empty: 'adminCatalogue.content.fields.noQuestions',
  item: 'adminCatalogue.content.fields.questionNumber',
  remove: 'adminCatalogue.content.fields.removeQuestion',
  add: 'adminCatalogue.content.fields.addQuestion',
};

export function FaqSectionFields(props: Props) {
  return (
    <ItemListSectionFields
      {...props}
      labelKeys={LABEL_KEYS}
      newItem={emptyItem}
      renderItem={(item, setItem) => (
        <>
          <LocalizedTextField value={item} field="question" locale={props.locale} onChange={setItem} />
          <LocalizedTextField value={item} field="answer" locale={props.locale} onChange={setItem} isMultiline />
        </>
      )}
    />
  );
}
