import { createHash } from 'node:crypto';
import type { StoredContentSection, StoredSectionValues } from '@bar/contracts/content';
import { seedFaq } from './faq.ts';

/** Seeded sections get stable ids (sha1 of a name), so two processes seeding at once agree. */
function sectionId(name: string): string {
  return createHash('sha1').update(`home-section:${name}`).digest('hex');
}

const welcome: StoredSectionValues['text'] = {
  title: {
    de: 'Planen Sie Ihre mobile Bar in 3D',
    en: 'Plan your mobile bar in 3D',
    fr: 'Concevez votre bar mobile en 3D',
    it: 'Progetta il tuo bar mobile in 3D',
    es: 'Diseñe su barra móvil en 3D',
    pt: 'Planeie o seu bar móvel em 3D',
  },
  body: {
    de: 'Stellen Sie aus unserem modularen Rack-System eine Bar, ein Buffet oder eine Messetheke zusammen: Grundmodule wählen, Frontrahmen, Blenden, Thekenplatten und Ausstattung ergänzen und Ihr eigenes Branding anbringen. Die Stückliste mit Preisen wächst bei jedem Schritt mit. Beginnen Sie mit einer leeren Bar oder mit einer Vorlage.',
    en: 'Build a bar, buffet or exhibition counter from our modular rack system: choose base modules, add front frames, panels, bar tops and equipment, and put your own branding on it. The parts list with prices grows with every step. Start with an empty bar or from a template.',
    fr: 'Composez un bar, un buffet ou un comptoir de salon avec notre système de racks modulaires : choisissez les modules de base, ajoutez cadres frontaux, panneaux, plateaux de comptoir et équipements, puis votre propre habillage de marque. La liste des pièces et les prix suivent chaque étape. Commencez avec un bar vide ou à partir d’un modèle.',
    it: 'Componi un bar, un buffet o un bancone fieristico con il nostro sistema di rack modulari: scegli i moduli base, aggiungi telai frontali, pannelli, piani bar e accessori e applica il tuo branding. La distinta con i prezzi cresce a ogni passo. Inizia con un bar vuoto o da un modello.',
    es: 'Monte una barra, un bufé o un mostrador de feria con nuestro sistema modular de racks: elija los módulos base, añada marcos frontales, paneles, encimeras y equipamiento y aplique su propia imagen de marca. La lista de piezas con precios crece con cada paso. Empiece con una barra vacía o con una plantilla.',
    pt: 'Monte um bar, um buffet ou um balcão de feira com o nosso sistema modular de racks: escolha os módulos base, acrescente molduras frontais, painéis, tampos e equipamento e aplique a sua própria marca. A lista de peças com preços cresce a cada passo. Comece com um bar vazio ou com um modelo.',
  },
};

const introVideo: StoredSectionValues['video'] = {
  title: {
    de: 'Einführung in den Konfigurator',
    en: 'Introduction to the configurator',
    fr: 'Présentation du configurateur',
    it: 'Introduzione al configuratore',
    es: 'Introducción al configurador',
    pt: 'Introdução ao configurador',
  },
  url: '/media/intro.webm',
  poster: '/media/intro-poster.jpg',
  description: {
    de: 'Ein Rundgang um eine fertig ausgestattete Theke mit Rückbuffet, so wie sie in der 3D-Ansicht des Konfigurators erscheint.',
    en: 'A walk around a fully equipped bar with back bar, as it appears in the configurator’s 3D view.',
    fr: 'Le tour d’un bar entièrement équipé avec son arrière-bar, tel qu’il apparaît dans la vue 3D du configurateur.',
    it: 'Un giro intorno a un bancone completamente attrezzato con retrobanco, come appare nella vista 3D del configuratore.',
    es: 'Una vuelta alrededor de una barra totalmente equipada con barra trasera, tal como aparece en la vista 3D del configurador.',
    pt: 'Uma volta em torno de um bar totalmente equipado com balcão traseiro, tal como aparece na vista 3D do configurador.',
  },
};

/** Both files are generated from the live catalogue by `GET /api/downloads/*.csv`. */
const downloads: StoredSectionValues['downloads'] = {
  title: {
    de: 'Downloads',
    en: 'Downloads',
    fr: 'Téléchargements',
    it: 'Download',
    es: 'Descargas',
    pt: 'Transferências',
  },
  items: [
    {
      title: {
        de: 'Preisliste aller Teile',
        en: 'Price list of all parts',
        fr: 'Liste de prix de toutes les pièces',
        it: 'Listino prezzi di tutti i componenti',
        es: 'Lista de precios de todas las piezas',
        pt: 'Tabela de preços de todas as peças',
      },
      description: {
        de: 'Jedes Teil mit Artikelnummer, Maßen, Gewicht und Nettopreis in Euro, direkt aus dem aktuellen Katalog.',
        en: 'Every part with part number, dimensions, weight and net price in euros, straight from the current catalogue.',
        fr: 'Chaque pièce avec sa référence, ses dimensions, son poids et son prix net en euros, tirés du catalogue actuel.',
        it: 'Ogni componente con codice, dimensioni, peso e prezzo netto in euro, direttamente dal catalogo attuale.',
        es: 'Cada pieza con referencia, medidas, peso y precio neto en euros, directamente del catálogo actual.',
        pt: 'Cada peça com referência, dimensões, peso e preço líquido em euros, diretamente do catálogo atual.',
      },
      url: '/api/downloads/parts.csv',
      format: 'CSV',
    },
    {
      title: {
        de: 'RAL-Farbpalette',
        en: 'RAL colour palette',
        fr: 'Nuancier RAL',
        it: 'Cartella colori RAL',
        es: 'Carta de colores RAL',
        pt: 'Paleta de cores RAL',
      },
      description: {
        de: 'Alle angebotenen RAL-Farben mit Code, Name und ungefährem Bildschirmfarbwert.',
        en: 'Every RAL colour on offer with its code, name and an approximate screen colour.',
        fr: 'Toutes les teintes RAL proposées avec leur code, leur nom et une couleur d’écran approchée.',
        it: 'Tutti i colori RAL disponibili con codice, nome e un colore a schermo approssimativo.',
        es: 'Todos los colores RAL disponibles con su código, nombre y un color de pantalla aproximado.',
        pt: 'Todas as cores RAL disponíveis com código, nome e uma cor de ecrã aproximada.',
      },
      url: '/api/downloads/colors.csv',
      format: 'CSV',
    },
  ],
};

/** The home screen as first seeded, in display order. */
export const seedContentSections: StoredContentSection[] = [
  { id: sectionId('welcome'), type: 'text', value: welcome },
  { id: sectionId('intro-video'), type: 'video', value: introVideo },
  { id: sectionId('faq'), type: 'faq', value: seedFaq },
  { id: sectionId('downloads'), type: 'downloads', value: downloads },
];
