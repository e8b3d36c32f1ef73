import type { MessageTable } from '../../i18n/messageTable.ts';

export type ViolationText =
  | 'duplicateId'
  | 'unknownBaseModule'
  | 'wrongSide'
  | 'frontFrameDoesNotFit'
  | 'mountUsedTwice'
  | 'fixedFrontFrameMissing'
  | 'overlap'
  | 'neighboursMismatch'
  | 'counterBoardWithoutFrontFrames'
  | 'counterBoardPartMismatch'
  | 'counterBoardOutsideFrontFrames'
  | 'unknownPart'
  | 'unknownAssembly'
  | 'unknownModule'
  | 'panelDoesNotFit'
  | 'panelHeight'
  | 'panelBetweenNeighbours'
  | 'rackNotProvided'
  | 'slotOccupied'
  | 'insertSlots'
  | 'noSuchSlot'
  | 'mountNotAllowed'
  | 'bottleShelfNeedsWorktop'
  | 'edgeHasNeighbour'
  | 'doorInTheWay'
  | 'frontFrameMissing'
  | 'samePosition'
  | 'sameOffset'
  | 'sideCaps'
  | 'oneBrandSignPerSide'
  | 'brandSignCollides'
  | 'backCoverRequired'
  | 'bannerHolderMissing'
  | 'oneSideBannerPerFrame'
  | 'unknownColor'
  | 'offsetOutOfRange'
  | 'notOffered'
  | 'rule';

/**
 * The texts for the codes of validateBar in every language; `rule` puts the rule id in front
 * (`P1: modules overlap`). Registered in the server catalogue as `violations.<code>`.
 */
export const VIOLATION_MESSAGES: MessageTable<ViolationText> = {
  duplicateId: {
    de: 'Modul-IDs müssen eindeutig sein',
    en: 'module ids must be unique',
    fr: 'les identifiants de module doivent être uniques',
    it: 'gli ID dei moduli devono essere univoci',
    es: 'los identificadores de módulo deben ser únicos',
    pt: 'os identificadores de módulo têm de ser únicos',
  },
  unknownBaseModule: {
    de: 'unbekanntes Grundmodul',
    en: 'unknown base module',
    fr: 'module de base inconnu',
    it: 'modulo base sconosciuto',
    es: 'módulo base desconocido',
    pt: 'módulo base desconhecido',
  },
  wrongSide: {
    de: 'dieses Grundmodul gehört nicht auf diese Seite',
    en: 'this base module does not belong on this side',
    fr: 'ce module de base n’a pas sa place de ce côté',
    it: 'questo modulo base non appartiene a questo lato',
    es: 'este módulo base no corresponde a este lado',
    pt: 'este módulo base não pertence a este lado',
  },
  frontFrameDoesNotFit: {
    de: 'der Frontrahmen passt nicht zu seiner Halterung',
    en: 'the front frame does not fit its mount',
    fr: 'le cadre frontal ne correspond pas à sa fixation',
    it: 'il telaio frontale non si adatta al suo supporto',
    es: 'el marco frontal no encaja en su soporte',
    pt: 'a moldura frontal não encaixa no seu suporte',
  },
  mountUsedTwice: {
    de: 'eine Frontrahmen-Halterung ist doppelt belegt',
    en: 'a front-frame mount is used twice',
    fr: 'une fixation de cadre frontal est utilisée deux fois',
    it: 'un supporto del telaio frontale è usato due volte',
    es: 'un soporte de marco frontal se usa dos veces',
    pt: 'um suporte de moldura frontal é usado duas vezes',
  },
  fixedFrontFrameMissing: {
    de: 'der fest verbaute Frontrahmen kann nicht entfernt werden',
    en: 'the fixed front frame cannot be removed',
    fr: 'le cadre frontal fixe ne peut pas être retiré',
    it: 'il telaio frontale fisso non può essere rimosso',
    es: 'el marco frontal fijo no se puede quitar',
    pt: 'a moldura frontal fixa não pode ser removida',
  },
  overlap: {
    de: 'Module überlappen sich',
    en: 'modules overlap',
    fr: 'des modules se chevauchent',
    it: 'i moduli si sovrappongono',
    es: 'los módulos se superponen',
    pt: 'os módulos sobrepõem-se',
  },
  neighboursMismatch: {
    de: 'die Nachbarverknüpfungen passen nicht zu den Positionen',
    en: 'neighbour links do not match the positions',
    fr: 'les liens entre voisins ne correspondent pas aux positions',
    it: 'i collegamenti tra moduli vicini non corrispondono alle posizioni',
    es: 'los enlaces entre vecinos no coinciden con las posiciones',
    pt: 'as ligações entre vizinhos não correspondem às posições',
  },
  counterBoardWithoutFrontFrames: {
    de: 'Thekenplatten brauchen Frontrahmen',
    en: 'counter boards need front frames',
    fr: 'les plateaux de comptoir ont besoin de cadres frontaux',
    it: 'i piani bancone richiedono telai frontali',
    es: 'las encimeras necesitan marcos frontales',
    pt: 'os tampos de balcão precisam de molduras frontais',
  },
  counterBoardPartMismatch: {
    de: 'das Thekenplatten-Teil passt nicht zu ihrer Breite',
    en: 'the counter board part does not match its width',
    fr: 'la pièce du plateau de comptoir ne correspond pas à sa largeur',
    it: 'il componente del piano bancone non corrisponde alla sua larghezza',
    es: 'la pieza de la encimera no coincide con su anchura',
    pt: 'a peça do tampo de balcão não corresponde à sua largura',
  },
  counterBoardOutsideFrontFrames: {
    de: 'Thekenplatten müssen ohne Überlappung auf den Frontrahmen liegen',
    en: 'counter boards must lie on the front frames without overlapping',
    fr: 'les plateaux de comptoir doivent reposer sur les cadres frontaux sans se chevaucher',
    it: 'i piani bancone devono poggiare sui telai frontali senza sovrapporsi',
    es: 'las encimeras deben apoyarse en los marcos frontales sin superponerse',
    pt: 'os tampos de balcão têm de assentar nas molduras frontais sem se sobreporem',
  },
  unknownPart: {
    de: 'unbekanntes Teil',
    en: 'unknown part',
    fr: 'pièce inconnue',
    it: 'componente sconosciuto',
    es: 'pieza desconocida',
    pt: 'peça desconhecida',
  },
  unknownAssembly: {
    de: 'unbekannte Baugruppe',
    en: 'unknown assembly',
    fr: 'assemblage inconnu',
    it: 'assieme sconosciuto',
    es: 'conjunto desconocido',
    pt: 'conjunto desconhecido',
  },
  unknownModule: {
    de: 'das Branding nennt ein Modul, das nicht auf dieser Seite steht',
    en: 'the branding names a module that is not on this side',
    fr: 'le marquage désigne un module qui n’est pas de ce côté',
    it: 'il branding indica un modulo che non si trova su questo lato',
    es: 'la personalización indica un módulo que no está en este lado',
    pt: 'a personalização indica um módulo que não está neste lado',
  },
  panelDoesNotFit: {
    de: 'das Paneel passt nicht zu dieser Halterung',
    en: 'the panel does not fit this mount',
    fr: 'le panneau ne correspond pas à cette fixation',
    it: 'il pannello non si adatta a questo supporto',
    es: 'el panel no encaja en este soporte',
    pt: 'o painel não encaixa neste suporte',
  },
  panelHeight: {
    de: 'Paneele sind 860 oder 1040 mm hoch, Türen 1080 oder 1100 mm',
    en: 'panels are 860 or 1040 mm high, doors 1080 or 1100 mm',
    fr: 'les panneaux mesurent 860 ou 1040 mm de haut, les portes 1080 ou 1100 mm',
    it: 'i pannelli sono alti 860 o 1040 mm, le porte 1080 o 1100 mm',
    es: 'los paneles miden 860 o 1040 mm de alto, las puertas 1080 o 1100 mm',
    pt: 'os painéis têm 860 ou 1040 mm de altura, as portas 1080 ou 1100 mm',
  },
  panelBetweenNeighbours: {
    de: 'kein Paneel zwischen zwei Modulen',
    en: 'no panel between two modules',
    fr: 'pas de panneau entre deux modules',
    it: 'nessun pannello tra due moduli',
    es: 'ningún panel entre dos módulos',
    pt: 'nenhum painel entre dois módulos',
  },
  rackNotProvided: {
    de: 'das Regal passt nicht zum Grundmodul',
    en: 'the rack does not match the base module',
    fr: 'le rack ne correspond pas au module de base',
    it: 'lo scaffale non corrisponde al modulo base',
    es: 'el estante no coincide con el módulo base',
    pt: 'a estante não corresponde ao módulo base',
  },
  slotOccupied: {
    de: 'der Platz ist bereits belegt',
    en: 'the slot is already occupied',
    fr: 'l’emplacement est déjà occupé',
    it: 'la posizione è già occupata',
    es: 'la posición ya está ocupada',
    pt: 'a posição já está ocupada',
  },
  insertSlots: {
    de: 'der Einsatz belegt nicht die Reihen, die seine Höheneinheiten brauchen',
    en: 'the insert does not take the rows its height units need',
    fr: 'l’insert n’occupe pas les rangées dont ses unités de hauteur ont besoin',
    it: 'l’inserto non occupa le file richieste dalle sue unità di altezza',
    es: 'el inserto no ocupa las filas que necesitan sus unidades de altura',
    pt: 'o inserto não ocupa as filas de que as suas unidades de altura precisam',
  },
  noSuchSlot: {
    de: 'das Regal hat keinen solchen Platz',
    en: 'the rack has no such slot',
    fr: 'le rack n’a pas cet emplacement',
    it: 'lo scaffale non ha questa posizione',
    es: 'el estante no tiene esa posición',
    pt: 'a estante não tem essa posição',
  },
  mountNotAllowed: {
    de: 'die Arbeitsplatte braucht eine zulässige Halterung',
    en: 'the worktop needs an allowed mount',
    fr: 'le plan de travail a besoin d’une fixation autorisée',
    it: 'il piano di lavoro richiede un supporto consentito',
    es: 'la superficie de trabajo necesita un soporte permitido',
    pt: 'a bancada precisa de um suporte permitido',
  },
  bottleShelfNeedsWorktop: {
    de: 'ein Flaschenbord braucht ein Regal mit Arbeitsplatte',
    en: 'a bottle shelf needs a rack with a worktop',
    fr: 'une étagère à bouteilles a besoin d’un rack avec plan de travail',
    it: 'un ripiano portabottiglie richiede uno scaffale con piano di lavoro',
    es: 'un estante para botellas necesita un estante con superficie de trabajo',
    pt: 'uma prateleira de garrafas precisa de uma estante com bancada',
  },
  edgeHasNeighbour: {
    de: 'diese Kante hat einen Nachbarn',
    en: 'this edge has a neighbour',
    fr: 'ce bord a un voisin',
    it: 'questo bordo ha un vicino',
    es: 'este borde tiene un vecino',
    pt: 'esta aresta tem um vizinho',
  },
  doorInTheWay: {
    de: 'an dieser Kante ist eine Tür',
    en: 'a door is on this edge',
    fr: 'une porte se trouve sur ce bord',
    it: 'su questo bordo c’è una porta',
    es: 'hay una puerta en este borde',
    pt: 'há uma porta nesta aresta',
  },
  frontFrameMissing: {
    de: 'braucht einen Frontrahmen',
    en: 'needs a front frame',
    fr: 'nécessite un cadre frontal',
    it: 'richiede un telaio frontale',
    es: 'necesita un marco frontal',
    pt: 'precisa de uma moldura frontal',
  },
  samePosition: {
    de: 'zwei Frontrahmen-Zubehörteile an derselben Position',
    en: 'two front-frame accessories at the same position',
    fr: 'deux accessoires de cadre frontal à la même position',
    it: 'due accessori del telaio frontale nella stessa posizione',
    es: 'dos accesorios de marco frontal en la misma posición',
    pt: 'dois acessórios de moldura frontal na mesma posição',
  },
  sameOffset: {
    de: 'zwei Thekenplatten-Zubehörteile am selben Versatz',
    en: 'two counter-board accessories at the same offset',
    fr: 'deux accessoires de plateau de comptoir au même décalage',
    it: 'due accessori del piano bancone con lo stesso scostamento',
    es: 'dos accesorios de encimera con el mismo desplazamiento',
    pt: 'dois acessórios de tampo de balcão com o mesmo desvio',
  },
  sideCaps: {
    de: 'Seitenkappen gehören an die offenen West- und Ostkanten des Rückbuffets',
    en: 'side caps belong on the open west and east edges of the back bar',
    fr: 'les embouts latéraux se placent sur les bords ouest et est libres de l’arrière-bar',
    it: 'i terminali laterali vanno sui bordi ovest ed est liberi del retrobanco',
    es: 'las tapas laterales van en los bordes oeste y este libres de la barra trasera',
    pt: 'as tampas laterais ficam nas arestas oeste e este livres do balcão traseiro',
  },
  oneBrandSignPerSide: {
    de: 'höchstens ein Markenschild pro Barseite',
    en: 'at most one brand sign per bar side',
    fr: 'au plus une enseigne par côté du bar',
    it: 'al massimo un’insegna per lato del bar',
    es: 'como máximo un rótulo por lado de la barra',
    pt: 'no máximo um letreiro por lado do bar',
  },
  brandSignCollides: {
    de: 'das Markenschild kollidiert mit der Rückwand',
    en: 'the brand sign collides with the back panel',
    fr: 'l’enseigne entre en collision avec le panneau arrière',
    it: 'l’insegna urta contro il pannello posteriore',
    es: 'el rótulo choca con el panel trasero',
    pt: 'o letreiro colide com o painel traseiro',
  },
  backCoverRequired: {
    de: 'Bitte wählen Sie zuerst eine Rückrahmen-Abdeckung.',
    en: 'Please select a backframe cover first.',
    fr: 'Veuillez d’abord choisir un habillage du cadre arrière.',
    it: 'Scegli prima una copertura del telaio posteriore.',
    es: 'Elija primero una cubierta del marco trasero.',
    pt: 'Escolha primeiro uma cobertura da moldura traseira.',
  },
  bannerHolderMissing: {
    de: 'ein Banner an der Rückseite braucht seinen Halter',
    en: 'a back side banner needs its holder',
    fr: 'une bannière arrière a besoin de son support',
    it: 'un banner posteriore richiede il suo supporto',
    es: 'un banner trasero necesita su soporte',
    pt: 'um banner traseiro precisa do seu suporte',
  },
  oneSideBannerPerFrame: {
    de: 'ein Seitenbanner pro Rückrahmen',
    en: 'one side banner per back frame',
    fr: 'une bannière latérale par cadre arrière',
    it: 'un banner laterale per telaio posteriore',
    es: 'un banner lateral por marco trasero',
    pt: 'um banner lateral por moldura traseira',
  },
  unknownColor: {
    de: 'keine Farbe der Palette',
    en: 'not a colour of the palette',
    fr: 'pas une couleur de la palette',
    it: 'non è un colore della tavolozza',
    es: 'no es un color de la paleta',
    pt: 'não é uma cor da paleta',
  },
  offsetOutOfRange: {
    de: 'die Position des Rückbuffets liegt außerhalb des zulässigen Bereichs',
    en: 'the back bar position is out of range',
    fr: 'la position de l’arrière-bar est hors limites',
    it: 'la posizione del retrobanco è fuori dall’intervallo consentito',
    es: 'la posición de la barra trasera está fuera de rango',
    pt: 'a posição do balcão traseiro está fora do intervalo',
  },
  notOffered: {
    de: 'dieses Teil wird nicht mehr angeboten und kann nicht neu hinzugefügt werden',
    en: 'this part is no longer offered and cannot be added',
    fr: 'cette pièce n’est plus proposée et ne peut pas être ajoutée',
    it: 'questo componente non è più offerto e non può essere aggiunto',
    es: 'esta pieza ya no se ofrece y no se puede añadir',
    pt: 'esta peça já não é oferecida e não pode ser adicionada',
  },
  rule: {
    de: '{{rule}}: {{problem}}',
    en: '{{rule}}: {{problem}}',
    fr: '{{rule}} : {{problem}}',
    it: '{{rule}}: {{problem}}',
    es: '{{rule}}: {{problem}}',
    pt: '{{rule}}: {{problem}}',
  },
};
