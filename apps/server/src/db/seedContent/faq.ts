import type { StoredSectionValues } from '@bar/contracts/content';

/** The home screen's FAQ as first seeded; administrators edit it at /admin/content afterwards. */
export const seedFaq: StoredSectionValues['faq'] = {
  title: {
    de: 'Häufige Fragen',
    en: 'Frequently asked questions',
    fr: 'Questions fréquentes',
    it: 'Domande frequenti',
    es: 'Preguntas frecuentes',
    pt: 'Perguntas frequentes',
  },
  items: [
    {
      question: {
        de: 'Wie fange ich an?',
        en: 'How do I start?',
        fr: 'Comment commencer ?',
        it: 'Come comincio?',
        es: '¿Cómo empiezo?',
        pt: 'Como começo?',
      },
      answer: {
        de: 'Wählen Sie „Neue Bar“ für eine leere Bar oder „Mit Vorlage starten“, um eine fertige Bar zu übernehmen und anzupassen. Setzen Sie im Editor zuerst die Grundmodule (Modus Form), dann folgen Frontrahmen, Blenden, Thekenplatten und Ausstattung. Jede Änderung wird gegen die Aufbauregeln geprüft, sodass nur baubare Kombinationen entstehen.',
        en: 'Choose “New bar” to start with an empty bar, or “Start from template” to take a ready-made bar and adapt it. In the editor, place the base modules first (Shape mode), then add front frames, panels, bar tops and equipment. Every change is checked against the building rules, so you can only create combinations that can really be built.',
        fr: 'Choisissez « Nouveau bar » pour partir d’un bar vide, ou « Partir d’un modèle » pour reprendre un bar prêt à l’emploi et l’adapter. Dans l’éditeur, placez d’abord les modules de base (mode Forme), puis ajoutez cadres frontaux, panneaux, plateaux de comptoir et équipements. Chaque modification est vérifiée selon les règles de montage : seules des combinaisons réalisables sont possibles.',
        it: 'Scegli «Nuovo bar» per partire da un bar vuoto oppure «Inizia da un modello» per riprendere un bar già pronto e adattarlo. Nell’editor posiziona prima i moduli base (modalità Forma), poi aggiungi telai frontali, pannelli, piani bar e accessori. Ogni modifica viene verificata secondo le regole di montaggio, così nascono solo combinazioni realizzabili.',
        es: 'Elija «Nueva barra» para empezar con una barra vacía o «Empezar con una plantilla» para tomar una barra ya hecha y adaptarla. En el editor, coloque primero los módulos base (modo Forma) y después añada marcos frontales, paneles, encimeras y equipamiento. Cada cambio se comprueba con las reglas de montaje, de modo que solo se crean combinaciones que se pueden construir.',
        pt: 'Escolha «Novo bar» para começar com um bar vazio ou «Começar com um modelo» para aproveitar um bar já feito e adaptá-lo. No editor, coloque primeiro os módulos base (modo Forma) e depois acrescente molduras frontais, painéis, tampos e equipamento. Cada alteração é verificada segundo as regras de montagem, pelo que só surgem combinações que podem ser construídas.',
      },
    },
    {
      question: {
        de: 'Was sind G-Raxx, G-Flexx, Eck- und Leermodule?',
        en: 'What are G-Raxx, G-Flexx, corner and empty modules?',
        fr: 'Que sont les modules G-Raxx, G-Flexx, d’angle et vides ?',
        it: 'Cosa sono i moduli G-Raxx, G-Flexx, angolari e vuoti?',
        es: '¿Qué son los módulos G-Raxx, G-Flexx, de esquina y vacíos?',
        pt: 'O que são os módulos G-Raxx, G-Flexx, de canto e vazios?',
      },
      answer: {
        de: 'Das sind die Grundmodule, aus denen jede Bar besteht. G-Raxx ist ein Aluminium-Rack mit 600 oder 1200 mm Breite und 11 Höheneinheiten für Einschübe wie Böden, Schubladen oder Kühlboxen. G-Flexx (1200 oder 600 mm, dazu G-Flexx Mini) ist ein Grundrahmen mit fest verbautem Frontrahmen. Ein Eckmodul führt die Bar um 90° weiter, ein Leermodul (Brückenmodul) überbrückt eine Lücke; beide brauchen auf jeder Seite ein Grundmodul mit Frontrahmen.',
        en: 'They are the base modules every bar is built from. G-Raxx is an aluminium rack, 600 or 1200 mm wide, with 11 height units for inserts such as shelves, drawers or cool boxes. G-Flexx (1200 or 600 mm, plus G-Flexx Mini) is a base frame with a fixed front frame. A corner module turns the bar by 90°, and an empty (bridge) module spans a gap; both need a base module with a front frame on each side.',
        fr: 'Ce sont les modules de base qui composent chaque bar. G-Raxx est un rack en aluminium de 600 ou 1200 mm de large avec 11 unités de hauteur pour des inserts comme des étagères, des tiroirs ou des bacs réfrigérants. G-Flexx (1200 ou 600 mm, ainsi que G-Flexx Mini) est un cadre de base avec un cadre frontal fixe. Un module d’angle fait tourner le bar de 90°, un module vide (module pont) comble un espace ; tous deux ont besoin de chaque côté d’un module de base avec cadre frontal.',
        it: 'Sono i moduli base con cui si costruisce ogni bar. G-Raxx è un rack in alluminio largo 600 o 1200 mm con 11 unità di altezza per inserti come ripiani, cassetti o box refrigerati. G-Flexx (1200 o 600 mm, oltre a G-Flexx Mini) è un telaio base con telaio frontale fisso. Un modulo angolare fa girare il bar di 90°, un modulo vuoto (modulo ponte) colma uno spazio; entrambi richiedono su ogni lato un modulo base con telaio frontale.',
        es: 'Son los módulos base con los que se construye cada barra. G-Raxx es un rack de aluminio de 600 o 1200 mm de ancho con 11 unidades de altura para insertos como estantes, cajones o cajas frigoríficas. G-Flexx (1200 o 600 mm, además de G-Flexx Mini) es un bastidor base con marco frontal fijo. Un módulo de esquina gira la barra 90° y un módulo vacío (módulo puente) cubre un hueco; ambos necesitan a cada lado un módulo base con marco frontal.',
        pt: 'São os módulos base com que se constrói cada bar. G-Raxx é um rack de alumínio com 600 ou 1200 mm de largura e 11 unidades de altura para inserções como prateleiras, gavetas ou caixas refrigeradas. G-Flexx (1200 ou 600 mm, e ainda G-Flexx Mini) é uma estrutura base com moldura frontal fixa. Um módulo de canto faz o bar virar 90° e um módulo vazio (módulo ponte) cobre um espaço; ambos precisam, de cada lado, de um módulo base com moldura frontal.',
      },
    },
    {
      question: {
        de: 'Wie werden die Preise angezeigt?',
        en: 'How are prices shown?',
        fr: 'Comment les prix sont-ils affichés ?',
        it: 'Come vengono indicati i prezzi?',
        es: '¿Cómo se muestran los precios?',
        pt: 'Como são apresentados os preços?',
      },
      answer: {
        de: 'Alle Preise sind Nettopreise in Euro, zuzüglich 19 % MwSt. und Versand; die Stückliste zeigt zusätzlich die Bruttosumme. Die Preise kommen aus dem aktuellen Katalog, eine gespeicherte Bar zeigt also immer die Preise von heute.',
        en: 'All prices are net prices in euros, plus 19 % VAT and shipping; the parts list also shows the gross total. Prices come from the current catalogue, so a saved bar always shows today’s prices.',
        fr: 'Tous les prix sont des prix nets en euros, TVA de 19 % et frais de port en sus ; la liste des pièces indique aussi le total TTC. Les prix proviennent du catalogue actuel : un bar enregistré affiche donc toujours les prix du jour.',
        it: 'Tutti i prezzi sono netti in euro, più IVA al 19 % e spedizione; la distinta mostra anche il totale lordo. I prezzi provengono dal catalogo attuale, quindi un bar salvato mostra sempre i prezzi di oggi.',
        es: 'Todos los precios son netos en euros, más el 19 % de IVA y el envío; la lista de piezas muestra también el total bruto. Los precios proceden del catálogo actual, así que una barra guardada siempre muestra los precios de hoy.',
        pt: 'Todos os preços são líquidos em euros, acrescidos de 19 % de IVA e portes; a lista de peças mostra também o total bruto. Os preços vêm do catálogo atual, por isso um bar guardado mostra sempre os preços de hoje.',
      },
    },
    {
      question: {
        de: 'Brauche ich ein Konto?',
        en: 'Do I need an account?',
        fr: 'Ai-je besoin d’un compte ?',
        it: 'Ho bisogno di un account?',
        es: '¿Necesito una cuenta?',
        pt: 'Preciso de uma conta?',
      },
      answer: {
        de: 'Zum Ausprobieren nicht: Als Gast können Sie Bars bauen und die Stückliste sehen. Speichern, Teilen, ein PDF der Stückliste und eine Angebotsanfrage gibt es nur für registrierte, angemeldete Nutzer. Eine als Gast begonnene Bar können Sie beim Anmelden in Ihr Konto übernehmen.',
        en: 'Not for trying things out: as a guest you can build bars and see the parts list. Saving, sharing, a PDF of the parts list and quote requests are for registered, logged-in users. A bar you started as a guest can be taken over into your account when you log in.',
        fr: 'Pas pour essayer : en tant qu’invité, vous pouvez construire des bars et voir la liste des pièces. Enregistrer, partager, obtenir un PDF de la liste des pièces et demander un devis sont réservés aux utilisateurs inscrits et connectés. Un bar commencé en tant qu’invité peut être repris dans votre compte lors de la connexion.',
        it: 'Non per provare: come ospite puoi costruire bar e vedere la distinta. Salvare, condividere, ottenere un PDF della distinta e richiedere un preventivo è riservato agli utenti registrati e connessi. Un bar iniziato come ospite può essere trasferito nel tuo account quando accedi.',
        es: 'No para probar: como invitado puede montar barras y ver la lista de piezas. Guardar, compartir, obtener un PDF de la lista de piezas y pedir un presupuesto está reservado a usuarios registrados que hayan iniciado sesión. Una barra empezada como invitado puede pasar a su cuenta al iniciar sesión.',
        pt: 'Não para experimentar: como convidado pode montar bares e ver a lista de peças. Guardar, partilhar, obter um PDF da lista de peças e pedir um orçamento está reservado a utilizadores registados e com sessão iniciada. Um bar começado como convidado pode passar para a sua conta quando iniciar sessão.',
      },
    },
    {
      question: {
        de: 'Wie erhalte ich ein Angebot?',
        en: 'How do I get a quote?',
        fr: 'Comment obtenir un devis ?',
        it: 'Come ricevo un preventivo?',
        es: '¿Cómo obtengo un presupuesto?',
        pt: 'Como obtenho um orçamento?',
      },
      answer: {
        de: 'Öffnen Sie Ihre gespeicherte Bar, wählen Sie „Anfrage“, geben Sie Ihre Adresse an (bei Bedarf eine abweichende Lieferadresse) und senden Sie die Anfrage ab. Dafür muss Ihre E-Mail-Adresse bestätigt sein. Unser Team meldet sich mit einem Angebot bei Ihnen.',
        en: 'Open your saved bar, choose “Inquiry”, enter your address (and a different delivery address if needed) and send the request. Your e-mail address must be verified for this. Our team will get back to you with a quote.',
        fr: 'Ouvrez votre bar enregistré, choisissez « Demande », indiquez votre adresse (et si besoin une adresse de livraison différente) puis envoyez la demande. Votre adresse e-mail doit être confirmée. Notre équipe vous répondra avec un devis.',
        it: 'Apri il tuo bar salvato, scegli «Richiesta», indica il tuo indirizzo (e se serve un indirizzo di consegna diverso) e invia la richiesta. Il tuo indirizzo e-mail deve essere verificato. Il nostro team ti risponderà con un preventivo.',
        es: 'Abra su barra guardada, elija «Solicitud», indique su dirección (y, si hace falta, otra dirección de entrega) y envíe la solicitud. Su dirección de correo electrónico debe estar verificada. Nuestro equipo le responderá con un presupuesto.',
        pt: 'Abra o seu bar guardado, escolha «Pedido», indique a sua morada (e, se necessário, outra morada de entrega) e envie o pedido. O seu endereço de e-mail tem de estar confirmado. A nossa equipa responder-lhe-á com um orçamento.',
      },
    },
    {
      question: {
        de: 'Kann ich mein Logo auf die Bar bringen?',
        en: 'Can I put my logo on the bar?',
        fr: 'Puis-je mettre mon logo sur le bar ?',
        it: 'Posso mettere il mio logo sul bar?',
        es: '¿Puedo poner mi logotipo en la barra?',
        pt: 'Posso pôr o meu logótipo no bar?',
      },
      answer: {
        de: 'Ja. Im Modus Branding laden Sie ein JPG oder PNG bis 2 MB für Frontbanner, Einhängeschilder und Rückwandbanner hoch. „Logo“ setzt das Bild mittig in den oberen Bereich, „Vollflächig“ füllt die ganze Fläche (dabei kann am Rand etwas abgeschnitten werden).',
        en: 'Yes. In Branding mode you upload a JPG or PNG of up to 2 MB for front banners, hanging signs and back panel banners. “Logo” centres the image in the upper area; “Cover” fills the whole surface (the edges may then be cropped).',
        fr: 'Oui. En mode Habillage, vous téléversez un JPG ou un PNG de 2 Mo maximum pour les bannières frontales, les panneaux suspendus et les bannières de panneau arrière. « Logo » centre l’image dans la partie haute ; « Plein cadre » remplit toute la surface (les bords peuvent alors être rognés).',
        it: 'Sì. Nella modalità Branding carichi un JPG o PNG fino a 2 MB per banner frontali, insegne sospese e banner del pannello posteriore. «Logo» centra l’immagine nella parte alta; «Copertura» riempie l’intera superficie (i bordi possono essere ritagliati).',
        es: 'Sí. En el modo Imagen de marca sube un JPG o PNG de hasta 2 MB para banners frontales, carteles colgantes y banners del panel trasero. «Logotipo» centra la imagen en la zona superior; «Cubrir» llena toda la superficie (los bordes pueden recortarse).',
        pt: 'Sim. No modo Marca carrega um JPG ou PNG até 2 MB para banners frontais, placas suspensas e banners do painel traseiro. «Logótipo» centra a imagem na parte superior; «Preencher» cobre toda a superfície (as margens podem ser cortadas).',
      },
    },
    {
      question: {
        de: 'Wie funktionieren die Transporttaschen?',
        en: 'How do the transport bags work?',
        fr: 'Comment fonctionnent les sacs de transport ?',
        it: 'Come funzionano le borse da trasporto?',
        es: '¿Cómo funcionan las bolsas de transporte?',
        pt: 'Como funcionam os sacos de transporte?',
      },
      answer: {
        de: 'Taschen schützen die Teile bei Transport und Lagerung. Der Konfigurator empfiehlt sie passend zu Ihrer Bar: eine Tasche je Grundmodul, eine je vier Thekenplatten und eine je sechs Blenden, Türen oder Rückwände. Unter „Einzelteile / Taschen“ übernehmen Sie die Empfehlung oder wählen eigene Mengen; bei weniger Taschen als empfohlen erscheint ein Hinweis.',
        en: 'Bags protect the parts in transport and storage. The configurator recommends them to suit your bar: one bag per base module, one per four bar tops and one per six panels, doors or back panels. Under “Single parts / Bags” you apply the recommendation or choose your own numbers; with fewer bags than recommended you see a note.',
        fr: 'Les sacs protègent les pièces pendant le transport et le stockage. Le configurateur les recommande selon votre bar : un sac par module de base, un pour quatre plateaux de comptoir et un pour six panneaux, portes ou panneaux arrière. Sous « Pièces détachées / Sacs », vous appliquez la recommandation ou choisissez vos propres quantités ; avec moins de sacs que recommandé, un avertissement s’affiche.',
        it: 'Le borse proteggono i componenti durante il trasporto e il magazzinaggio. Il configuratore le consiglia in base al tuo bar: una borsa per modulo base, una ogni quattro piani bar e una ogni sei pannelli, ante o pannelli posteriori. In «Singoli componenti / Borse» applichi il consiglio o scegli le tue quantità; con meno borse del consigliato compare un avviso.',
        es: 'Las bolsas protegen las piezas durante el transporte y el almacenaje. El configurador las recomienda según su barra: una bolsa por módulo base, una por cada cuatro encimeras y una por cada seis paneles, puertas o paneles traseros. En «Piezas sueltas / Bolsas» aplica la recomendación o elige sus propias cantidades; con menos bolsas de las recomendadas aparece un aviso.',
        pt: 'Os sacos protegem as peças no transporte e no armazenamento. O configurador recomenda-os de acordo com o seu bar: um saco por módulo base, um por cada quatro tampos e um por cada seis painéis, portas ou painéis traseiros. Em «Peças avulsas / Sacos» aplica a recomendação ou escolhe as suas quantidades; com menos sacos do que o recomendado surge um aviso.',
      },
    },
    {
      question: {
        de: 'Was ist die Rückbar?',
        en: 'What is the back bar?',
        fr: 'Qu’est-ce que l’arrière-bar ?',
        it: 'Cos’è il retrobanco?',
        es: '¿Qué es la contrabarra?',
        pt: 'O que é o bar traseiro?',
      },
      answer: {
        de: 'Die Rückbar ist eine zweite Modulreihe hinter dem Barkeeper, etwa mit Regalen, Flaschenböden, Rückwänden und Markenschildern. Sie bauen sie im Reiter „Rückbar“; dort lässt sie sich seitlich verschieben und ihr Abstand zur Frontbar ändern.',
        en: 'The back bar is a second row of modules behind the bartender, for example with shelves, bottle shelves, back panels and brand signs. You build it on the “Back bar” tab, where you can also shift it sideways and change its distance from the front bar.',
        fr: 'L’arrière-bar est une deuxième rangée de modules derrière le barman, par exemple avec étagères, étagères à bouteilles, panneaux arrière et enseignes. Vous le construisez dans l’onglet « Arrière-bar », où vous pouvez aussi le décaler latéralement et modifier sa distance au bar avant.',
        it: 'Il retrobanco è una seconda fila di moduli alle spalle del barista, per esempio con ripiani, portabottiglie, pannelli posteriori e insegne. Lo costruisci nella scheda «Retrobanco», dove puoi anche spostarlo lateralmente e cambiarne la distanza dal banco frontale.',
        es: 'La contrabarra es una segunda fila de módulos detrás del barman, por ejemplo con estantes, botelleros, paneles traseros y rótulos de marca. La monta en la pestaña «Contrabarra», donde también puede desplazarla lateralmente y cambiar su distancia a la barra delantera.',
        pt: 'O bar traseiro é uma segunda fila de módulos atrás do barman, por exemplo com prateleiras, prateleiras para garrafas, painéis traseiros e placas de marca. Monta-o no separador «Bar traseiro», onde também o pode deslocar lateralmente e alterar a distância ao bar da frente.',
      },
    },
  ],
};
