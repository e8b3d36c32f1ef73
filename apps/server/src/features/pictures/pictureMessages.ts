import type { Locale } from '@bar/domain/locale';
import { messagesOf } from '../../i18n/messageTable.ts';

export type PictureMessage = 'notPngOrJpeg' | 'tooLarge' | 'tooManyPixels' | 'unreadable' | 'noPicture';

/** What the client reads when a bar's picture is refused or missing, in the request's language. */
export const PICTURE_MESSAGES: Record<PictureMessage, Record<Locale, string>> = {
  notPngOrJpeg: {
    de: 'Das Bild muss ein PNG oder JPEG sein (Content-Type image/png oder image/jpeg, passend zum Inhalt).',
    en: 'The picture must be a PNG or a JPEG (Content-Type image/png or image/jpeg, matching its content).',
    fr: 'L’image doit être un PNG ou un JPEG (Content-Type image/png ou image/jpeg, conforme à son contenu).',
    it: 'L’immagine deve essere un PNG o un JPEG (Content-Type image/png o image/jpeg, conforme al contenuto).',
    es: 'La imagen debe ser PNG o JPEG (Content-Type image/png o image/jpeg, acorde con su contenido).',
    pt: 'A imagem tem de ser PNG ou JPEG (Content-Type image/png ou image/jpeg, de acordo com o conteúdo).',
  },
  tooLarge: {
    de: 'Das Bild ist größer als 12 MB.',
    en: 'The picture is larger than 12 MB.',
    fr: 'L’image dépasse 12 Mo.',
    it: 'L’immagine supera i 12 MB.',
    es: 'La imagen supera los 12 MB.',
    pt: 'A imagem tem mais de 12 MB.',
  },
  tooManyPixels: {
    de: 'Das Bild ist zu groß: höchstens 3840 × 2160 Pixel (oder 2160 × 3840).',
    en: 'The picture is too big: at most 3840 × 2160 pixels (or 2160 × 3840).',
    fr: 'L’image est trop grande : 3840 × 2160 pixels au maximum (ou 2160 × 3840).',
    it: 'L’immagine è troppo grande: al massimo 3840 × 2160 pixel (o 2160 × 3840).',
    es: 'La imagen es demasiado grande: como máximo 3840 × 2160 píxeles (o 2160 × 3840).',
    pt: 'A imagem é demasiado grande: no máximo 3840 × 2160 píxeis (ou 2160 × 3840).',
  },
  unreadable: {
    de: 'Das Bild kann nicht gelesen werden, es ist vielleicht beschädigt.',
    en: 'The picture cannot be read; it may be damaged.',
    fr: 'L’image est illisible, elle est peut-être endommagée.',
    it: 'Impossibile leggere l’immagine, forse è danneggiata.',
    es: 'No se puede leer la imagen; puede estar dañada.',
    pt: 'Não é possível ler a imagem; pode estar danificada.',
  },
  noPicture: {
    de: 'Für diese Konfiguration gibt es noch kein Bild.',
    en: 'This configuration has no picture yet.',
    fr: 'Cette configuration n’a pas encore d’image.',
    it: 'Questa configurazione non ha ancora un’immagine.',
    es: 'Esta configuración aún no tiene imagen.',
    pt: 'Esta configuração ainda não tem imagem.',
  },
};

export const pictureMessage = messagesOf(PICTURE_MESSAGES);
