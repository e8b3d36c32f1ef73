import type { Locale } from '@bar/domain/locale';
import { messagesOf } from '../../i18n/messageTable.ts';
import type { ImageRefusal } from './reencodeImage.ts';

export type UploadMessage = ImageRefusal | 'fileMissing' | 'tooLarge' | 'tooMany';

/** What the uploader reads when an image is refused, in the request's language (X-Locale). */
export const UPLOAD_MESSAGES: Record<UploadMessage, Record<Locale, string>> = {
  tooMany: {
    de: 'Zu viele Bilder in kurzer Zeit. Bitte versuchen Sie es in {{seconds}} Sekunden erneut.',
    en: 'Too many images in a short time. Please try again in {{seconds}} seconds.',
    fr: 'Trop d’images en peu de temps. Veuillez réessayer dans {{seconds}} secondes.',
    it: 'Troppe immagini in poco tempo. Riprova tra {{seconds}} secondi.',
    es: 'Demasiadas imágenes en poco tiempo. Vuelva a intentarlo dentro de {{seconds}} segundos.',
    pt: 'Demasiadas imagens em pouco tempo. Tente novamente dentro de {{seconds}} segundos.',
  },
  fileMissing: {
    de: 'Bitte wählen Sie ein JPG- oder PNG-Bild zum Hochladen.',
    en: 'Please choose a JPG or PNG image to upload.',
    fr: 'Veuillez choisir une image JPG ou PNG à téléverser.',
    it: 'Scegli un’immagine JPG o PNG da caricare.',
    es: 'Elija una imagen JPG o PNG para subir.',
    pt: 'Escolha uma imagem JPG ou PNG para carregar.',
  },
  notJpegOrPng: {
    de: 'Nur JPG- und PNG-Bilder können hochgeladen werden.',
    en: 'Only JPG and PNG images can be uploaded.',
    fr: 'Seules les images JPG et PNG peuvent être téléversées.',
    it: 'Si possono caricare solo immagini JPG e PNG.',
    es: 'Solo se pueden subir imágenes JPG y PNG.',
    pt: 'Só é possível carregar imagens JPG e PNG.',
  },
  unreadable: {
    de: 'Das Bild kann nicht gelesen werden, es ist vielleicht beschädigt. Bitte speichern Sie es erneut als JPG oder PNG.',
    en: 'The image cannot be read; it may be damaged. Please save it again as JPG or PNG.',
    fr: 'L’image est illisible, elle est peut-être endommagée. Veuillez l’enregistrer à nouveau en JPG ou PNG.',
    it: 'Impossibile leggere l’immagine, forse è danneggiata. Salvala di nuovo come JPG o PNG.',
    es: 'No se puede leer la imagen; puede estar dañada. Guárdela de nuevo como JPG o PNG.',
    pt: 'Não é possível ler a imagem; pode estar danificada. Guarde-a novamente como JPG ou PNG.',
  },
  tooManyPixels: {
    de: 'Das Bild hat zu viele Pixel (höchstens 40 Megapixel). Bitte verkleinern Sie es.',
    en: 'The image has too many pixels (at most 40 megapixels). Please make it smaller.',
    fr: 'L’image a trop de pixels (40 mégapixels au maximum). Veuillez la réduire.',
    it: 'L’immagine ha troppi pixel (al massimo 40 megapixel). Riducila.',
    es: 'La imagen tiene demasiados píxeles (40 megapíxeles como máximo). Redúzcala.',
    pt: 'A imagem tem demasiados píxeis (no máximo 40 megapíxeis). Reduza-a.',
  },
  tooLarge: {
    de: 'Das Bild ist größer als 2 MB. Bitte laden Sie eine kleinere Datei hoch.',
    en: 'The image is larger than 2 MB. Please upload a smaller file.',
    fr: 'L’image dépasse 2 Mo. Veuillez téléverser un fichier plus petit.',
    it: 'L’immagine supera i 2 MB. Carica un file più piccolo.',
    es: 'La imagen supera los 2 MB. Suba un archivo más pequeño.',
    pt: 'A imagem tem mais de 2 MB. Carregue um ficheiro mais pequeno.',
  },
};

/** `{{seconds}}` where a wait is named. */
export const uploadMessage = messagesOf(UPLOAD_MESSAGES);
