import type { StoredSectionValues } from '@bar/contracts/content';
import type { Locale } from '@bar/domain/locale';
import { itemListLabelKeys } from '../itemList.ts';
import { ItemListSectionFields } from './ItemListSectionFields.tsx';
import { LocalizedTextField } from './LocalizedTextField.tsx';

type FaqValue = StoredSectionValues['faq'];
type Props = { value: FaqValue; locale: Locale; onChange: (value: FaqValue) => void };

const emptyItem: FaqValue['items'][number] = { question: { en: '' }, answer: { en: '' } };

const LABEL_KEYS = itemListLabelKeys('Question');

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
