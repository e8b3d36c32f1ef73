import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Where the fields of one form find their texts (`<texts>.<key>`) and test ids (`<testIds>-<key>`). */
export type FieldNaming = { texts: string; testIds: string };

/**
 * `key` names the field's texts and test id when they are not its own name camel-cased (`is_active`
 * reads as `active`); `help` adds the text `<key>Help` below the input.
 */
export type FieldTextOptions = { key?: string; help?: boolean };

/** `given_name` → `givenName`: a field's name as the key of its texts. */
function camelCase(name: string): string {
  return name.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

/** `maxLoad` → `max-load`: a text key in a test id. */
function kebabCase(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * Binds the fields of one form by name, so that each field is written once:
 * `<FormTextInput {...field('watts', { help: true })} inputMode="numeric" />` gets the form, the
 * name, the label `<texts>.watts`, the description `<texts>.wattsHelp` and the test id
 * `<testIds>-watts`. Props written after the spread win (a label shared with another form).
 */
export function useBindFields<TValues extends FieldValues>(form: UseFormReturn<TValues>, naming: FieldNaming) {
  const { t } = useTranslation();
  return (name: Path<TValues>, options: FieldTextOptions = {}) => {
    const key = options.key ?? camelCase(name);
    return {
      form,
      name,
      label: t(`${naming.texts}.${key}`),
      ...(options.help ? { description: t(`${naming.texts}.${key}Help`) } : {}),
      testId: `${naming.testIds}-${kebabCase(key)}`,
    };
  };
}
