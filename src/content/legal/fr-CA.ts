// Conditions d'utilisation et politique de confidentialité, français canadien (fr-CA). Mêmes ids qu'en en-CA et en-GB.
import type { LegalContent } from './types'

export const legal: LegalContent = {
  tableOfContents: 'Table des matières',
  terms: {
    title: 'Conditions d’utilisation',
    updated: '2026-11-01',
    intro:
      'Les présentes conditions d’utilisation établissent les règles d’utilisation du Planificateur de carrière et d’études, le service en ligne qui aide les élèves à explorer des carrières et à planifier leurs études, et qui permet aux parents et aux familles, au personnel enseignant, aux responsables de l’apprentissage en milieu de travail et au personnel de l’enseignement supérieur de les accompagner. Veuillez les lire attentivement. Si votre école ou votre organisme vous a fourni votre compte, il a lui aussi accepté ces conditions et peut avoir ses propres règles sur la façon dont vous utilisez le service.',
    sections: [
      {
        id: 'about-these-terms',
        heading: 'À propos des présentes conditions',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Les présentes conditions constituent une entente entre vous et le Planificateur de carrière et d’études (« nous », « notre » ou « nos »). Elles s’appliquent aux pages de connexion et de compte ainsi qu’au service de planification auquel vous accédez par leur intermédiaire (collectivement, le « service »). En activant un compte, en vous connectant ou en utilisant le service de toute autre façon, vous acceptez ces conditions.',
          },
          {
            kind: 'paragraph',
            text: 'Notre politique de confidentialité explique comment nous recueillons, utilisons et protégeons les renseignements personnels. Elle fait partie intégrante des présentes conditions ; nous vous invitons donc à la lire également.',
          },
          {
            kind: 'paragraph',
            text: 'Si votre école, votre centre de services scolaire, votre cégep, votre collège ou votre université, ou votre employeur (un « établissement ») a conclu une entente distincte avec nous, cette entente s’applique aussi à l’établissement. En cas de conflit, l’entente de l’établissement l’emporte pour cet établissement et pour les personnes à qui il a fourni un compte.',
          },
          {
            kind: 'paragraph',
            text: 'Les présentes conditions sont offertes en français et en anglais. Les deux versions ont la même valeur juridique.',
          },
        ],
      },
      {
        id: 'eligibility',
        heading: 'Qui peut utiliser le service',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Le service s’adresse aux personnes au Canada à qui un compte a été attribué ou qui ont été invitées à en créer un, notamment :',
          },
          {
            kind: 'list',
            items: [
              'les élèves, les étudiantes et les étudiants pour qui leur école ou leur établissement a créé un compte ;',
              'les parents, les personnes qui exercent la tutelle d’un élève et les autres membres de sa famille invités à se lier à son compte, habituellement par son école ;',
              'le personnel enseignant, les conseillères et conseillers d’orientation et les responsables de l’administration autorisés par leur établissement ;',
              'les responsables de l’apprentissage en milieu de travail et le personnel de l’enseignement supérieur autorisés par leur organisme.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Si vous avez moins de 13 ans, vous ne pouvez utiliser le service que si votre école a créé votre compte et obtenu tout consentement exigé par la loi, ou si votre parent ou la personne qui exerce votre tutelle y a consenti. Au Québec, lorsqu’un consentement est requis pour un élève de moins de 14 ans, il doit être donné par la personne titulaire de l’autorité parentale ou par la personne qui exerce la tutelle.',
          },
          {
            kind: 'paragraph',
            text: 'Si vous n’avez pas atteint l’âge de la majorité dans votre province ou territoire, lisez ces conditions avec un parent ou avec la personne qui exerce votre tutelle. Si votre compte n’a pas été créé par votre école, votre parent ou cette personne accepte ces conditions en votre nom.',
          },
          {
            kind: 'paragraph',
            text: 'Vous ne pouvez pas utiliser le service si nous avons déjà fermé votre compte en raison d’un manquement grave aux présentes conditions, à moins que nous ne vous y autorisions par écrit.',
          },
        ],
      },
      {
        id: 'accounts-and-passwords',
        heading: 'Votre compte et votre mot de passe',
        blocks: [
          { kind: 'paragraph', text: 'Pour protéger votre compte :' },
          {
            kind: 'list',
            items: [
              'fournissez des renseignements exacts lorsque vous activez ou mettez à jour votre compte, et gardez votre adresse courriel à jour pour recevoir les messages de réinitialisation du mot de passe et de vérification ;',
              'choisissez un mot de passe robuste que vous n’utilisez sur aucun autre site, et ne le communiquez à personne, pas même à vos camarades de classe ou à vos proches ;',
              'n’utilisez l’option « Garder ma session ouverte » que sur un appareil que personne d’autre n’utilise, et déconnectez-vous lorsque vous avez terminé sur un ordinateur partagé ou public ;',
              'ne transférez pas les liens que nous vous envoyons par courriel pour réinitialiser un mot de passe, activer un compte ou confirmer une modification : ils vous sont personnels et ne fonctionnent que pendant une période limitée ;',
              'avisez sans tarder votre école, ou écrivez-nous à legal@example.org, si vous croyez qu’une autre personne a utilisé votre compte ou connaît votre mot de passe.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Vous êtes responsable de ce qui se passe dans votre compte, sauf si cela découle d’un manquement de notre part à protéger le service. Nous pouvons vous demander de changer votre mot de passe, ou verrouiller temporairement un compte, si nous constatons des signes qu’il pourrait être compromis.',
          },
          {
            kind: 'paragraph',
            text: 'Certaines personnes détiennent plus d’un type de compte, par exemple un compte du personnel enseignant et un compte de parent. Chaque compte est régi par les présentes conditions et par les paramètres choisis par l’établissement qui le fournit.',
          },
        ],
      },
      {
        id: 'institutional-accounts',
        heading: 'Comptes d’établissement',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Les écoles, les centres de services scolaires, les cégeps, collèges et universités ainsi que les organismes d’apprentissage en milieu de travail peuvent s’abonner au service pour leurs élèves, leur population étudiante et leur personnel. Si vous configurez ou gérez le service pour un établissement, vous confirmez avoir le pouvoir d’accepter les présentes conditions en son nom.',
          },
          { kind: 'paragraph', text: 'L’établissement qui s’abonne au service :' },
          {
            kind: 'list',
            items: [
              'décide qui reçoit un compte, quels renseignements y sont ajoutés et quelles fonctionnalités, comme l’accès des familles, sont activées ;',
              'est responsable d’obtenir les consentements et de donner les avis qu’exigent la loi ou ses propres politiques avant d’ajouter des élèves ou des membres du personnel, y compris les avis aux parents et aux personnes qui exercent la tutelle ;',
              'veille à ce que les responsables de l’administration et le personnel enseignant respectent les présentes conditions et n’utilisent les renseignements des autres personnes qu’à des fins légitimes d’enseignement, d’orientation ou d’apprentissage en milieu de travail ;',
              'assure la sécurité de ses comptes d’administration et nous signale rapidement toute utilisation non autorisée ;',
              'demeure responsable des décisions qu’il prend à l’égard de ses élèves, comme le choix de cours ou le classement, même lorsqu’il s’appuie sur des renseignements tirés du service.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Nous traitons les renseignements personnels des personnes à qui un établissement fournit un compte au nom de celui-ci et selon ses instructions, comme le décrivent notre politique de confidentialité et toute entente sur la protection des renseignements personnels que nous avons conclue avec lui.',
          },
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Utilisation acceptable',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Utilisez le service avec respect, et uniquement pour la planification de carrière et d’études, l’enseignement, l’orientation et les tâches administratives connexes. Il vous est interdit :',
          },
          {
            kind: 'list',
            items: [
              'de publier ou de partager du contenu illégal, haineux, harcelant ou sexuellement explicite, ou qui menace ou intimide qui que ce soit ;',
              'de communiquer les renseignements personnels d’une autre personne sans motif légitime ni autorisation ;',
              'de vous faire passer pour quelqu’un d’autre ou de vous connecter à un compte qui n’est pas le vôtre ;',
              'de tenter de contourner les mesures de sécurité, de rechercher des vulnérabilités dans le service sans notre autorisation écrite ou d’accéder à des renseignements que vous n’avez pas le droit de consulter ;',
              'de téléverser des virus ou tout autre code malveillant, ou de nuire au fonctionnement normal du service ;',
              'd’utiliser des outils automatisés pour extraire, copier ou télécharger du contenu ou des données, sauf au moyen des fonctions d’exportation que nous offrons ;',
              'd’utiliser le service pour faire de la publicité, vendre des produits ou envoyer des messages non sollicités ;',
              'de copier ou de revendre le service, ou de l’utiliser pour créer un produit concurrent.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Tout comportement qui met des élèves en danger sera pris au sérieux et pourra être signalé à l’établissement concerné. Si vous découvrez un problème de sécurité, signalez-le à legal@example.org plutôt que de poursuivre vos tests. Nous accueillons favorablement les signalements faits de façon responsable.',
          },
        ],
      },
      {
        id: 'your-content',
        heading: 'Votre contenu et votre portfolio',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Votre portfolio peut contenir vos champs d’intérêt professionnels, vos résultats d’évaluations, vos objectifs, vos plans de cours, vos réflexions, des documents et tout autre élément que vous y ajoutez (votre « contenu »). Vous demeurez propriétaire de votre contenu, ou votre établissement l’est lorsque son entente avec vous le prévoit. Nous ne revendiquons aucun droit de propriété sur ce contenu.',
          },
          {
            kind: 'paragraph',
            text: 'Vous nous accordez une licence non exclusive et libre de redevances pour héberger, stocker, copier, afficher et traiter votre contenu, uniquement dans la mesure nécessaire pour fournir, sécuriser et soutenir le service pour vous et votre établissement. Cette licence prend fin lorsque votre contenu est supprimé du service, sauf pour les copies conservées pendant une période limitée dans les sauvegardes ou celles que la loi nous oblige à conserver.',
          },
          {
            kind: 'paragraph',
            text: 'Selon votre type de compte et les paramètres de votre établissement, le personnel enseignant, les conseillères et conseillers d’orientation ainsi que les parents et les autres membres de votre famille liés à votre compte peuvent avoir accès à certaines parties de votre portfolio. Dans la mesure du possible, le service vous indique qui peut voir votre travail.',
          },
          {
            kind: 'paragraph',
            text: 'Vous pouvez télécharger une copie de votre portfolio tant que votre compte est actif. Lorsqu’un élève change d’école ou termine ses études, l’établissement peut maintenir son compte ouvert ou prendre les dispositions nécessaires pour exporter le portfolio avant la fermeture du compte.',
          },
          {
            kind: 'paragraph',
            text: 'Il vous incombe de vous assurer que vous avez le droit d’ajouter ce que vous téléversez et que cela ne porte pas atteinte aux droits d’autrui. Nous pouvons retirer tout contenu qui contrevient aux présentes conditions ou à la loi.',
          },
        ],
      },
      {
        id: 'intellectual-property',
        heading: 'Notre service et la propriété intellectuelle',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Le service, y compris ses logiciels, sa conception, ses renseignements sur les carrières et les études, ses évaluations, ses textes, ses éléments graphiques et ses logos, nous appartient ou appartient à nos concédants de licence, et il est protégé par les lois sur le droit d’auteur et sur les marques de commerce, ainsi que par d’autres lois. Les logos des établissements partenaires appartiennent à ces établissements.',
          },
          {
            kind: 'paragraph',
            text: 'Sous réserve des présentes conditions, nous vous accordons un droit limité, personnel et non transférable d’utiliser le service aux fins prévues tant que votre compte est actif. Vous pouvez imprimer ou enregistrer du contenu du service pour votre propre planification ou, si vous êtes membre du personnel enseignant, pour l’enseignement et l’orientation au sein de votre établissement. Aucun autre droit ne vous est accordé.',
          },
          {
            kind: 'paragraph',
            text: 'Si vous nous transmettez des commentaires ou des suggestions, nous pouvons les utiliser pour améliorer le service sans aucune obligation envers vous.',
          },
        ],
      },
      {
        id: 'fees-and-payment',
        heading: 'Frais et paiement',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Les comptes d’élève, de parent et de famille fournis par l’intermédiaire d’un établissement sont gratuits pour les personnes qui les utilisent. Les établissements paient les frais d’abonnement prévus dans leur bon de commande, leur soumission ou leur entente.',
          },
          { kind: 'paragraph', text: 'Pour les abonnements d’établissement :' },
          {
            kind: 'list',
            items: [
              'nous facturons les frais à l’avance pour chaque période d’abonnement, sauf indication contraire dans le bon de commande ;',
              'les factures sont payables dans les 30 jours suivant la date de facturation ;',
              'les frais sont exprimés en dollars canadiens et n’incluent pas les taxes applicables, comme la TPS, la TVH, la TVP ou la TVQ, qui figurent sur la facture ;',
              'l’établissement qui doit indiquer un numéro de bon de commande sur ses factures nous le fournit avant le début de l’abonnement ; les modalités imprimées sur un bon de commande ne modifient pas les présentes conditions ;',
              'l’établissement qui conteste une facture de bonne foi nous en avise par écrit avant la date d’échéance et paie à temps la partie non contestée ; nous collaborerons avec lui pour régler rapidement le différend ;',
              'les montants non contestés en souffrance peuvent porter intérêt au taux indiqué dans le bon de commande, le cas échéant.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Si un montant non contesté demeure impayé 10 jours après l’envoi d’un rappel écrit, nous pouvons suspendre l’accès de l’établissement jusqu’à son paiement. Nous ne supprimerons pas les données d’un établissement en raison d’un retard de paiement sans lui avoir d’abord donné la possibilité de les exporter.',
          },
          {
            kind: 'paragraph',
            text: 'Les abonnements ne sont renouvelés que si le bon de commande le prévoit ou si l’établissement y consent par écrit. Nous donnerons un préavis d’au moins 60 jours de toute modification des frais pour une période de renouvellement.',
          },
          {
            kind: 'paragraph',
            text: 'Les frais ne sont pas remboursables, sauf si les présentes conditions ou la loi en disposent autrement. Si un établissement met fin à son abonnement en raison d’un manquement de notre part auquel nous n’avons pas remédié, nous lui rembourserons les frais payés d’avance pour le reste de la période.',
          },
        ],
      },
      {
        id: 'termination',
        heading: 'Suspension et résiliation',
        blocks: [
          {
            kind: 'paragraph',
            text: 'La présente section explique comment l’utilisation du service peut être suspendue ou prendre fin, et ce qui se passe ensuite.',
          },
        ],
        subsections: [
          {
            id: 'ending-your-use',
            heading: 'Cesser d’utiliser le service',
            blocks: [
              {
                kind: 'paragraph',
                text: 'Vous pouvez cesser d’utiliser le service en tout temps. Si votre compte a été créé par un établissement, demandez-lui de le fermer ; sinon, écrivez-nous à legal@example.org. Un établissement peut mettre fin à son abonnement à la fin de la période en cours en nous donnant un avis écrit avant la date de renouvellement, ou plus tôt si son entente le permet.',
              },
            ],
          },
          {
            id: 'suspension',
            heading: 'Suspension de l’accès',
            blocks: [
              {
                kind: 'paragraph',
                text: 'Nous pouvons suspendre l’accès à un compte, sans préavis, lorsque cela est raisonnablement nécessaire pour protéger la sécurité du service ou des personnes qui l’utilisent, pour prévenir un préjudice grave ou pour nous conformer à la loi. Nous rétablirons l’accès dès que la cause de la suspension aura été réglée et, s’il y a lieu, nous en expliquerons la raison, à vous ou à votre établissement.',
              },
            ],
          },
          {
            id: 'termination-for-breach',
            heading: 'Résiliation pour manquement',
            blocks: [
              {
                kind: 'paragraph',
                text: 'Si l’une des parties manque de façon importante aux présentes conditions, l’autre partie peut lui transmettre un avis écrit décrivant le manquement. La partie en défaut dispose alors de 10 jours suivant la réception de l’avis pour remédier au manquement. S’il n’y est pas remédié dans ce délai de 10 jours, l’autre partie peut résilier l’entente, ou fermer le compte visé, au moyen d’un nouvel avis écrit.',
              },
              {
                kind: 'paragraph',
                text: 'La même règle s’applique au compte individuel utilisé de façon abusive, gravement ou à répétition, par exemple pour harceler d’autres personnes : nous donnerons à la personne titulaire du compte, ou à l’établissement qui le gère, un avis écrit et un délai de 10 jours pour répondre avant de fermer le compte, à moins que la loi ne nous oblige à agir plus tôt.',
              },
            ],
          },
          {
            id: 'effect-of-termination',
            heading: 'Après la résiliation',
            blocks: [
              {
                kind: 'paragraph',
                text: 'Lorsqu’un compte ou un abonnement prend fin, le droit d’utiliser le service prend fin également. Avant cette date, chaque personne peut télécharger son portfolio et les établissements peuvent nous demander d’exporter leurs données. Nous détruisons ou anonymisons ensuite les renseignements personnels comme le décrit notre politique de confidentialité.',
              },
              {
                kind: 'paragraph',
                text: 'Les dispositions qui, par leur nature, doivent continuer de s’appliquer, notamment celles qui portent sur les frais dus, la propriété du contenu, l’exclusion de garanties, la limitation de responsabilité, l’indemnisation et le droit applicable, demeurent en vigueur après la résiliation.',
              },
            ],
          },
        ],
      },
      {
        id: 'disclaimer-of-warranties',
        heading: 'Exclusion de garanties',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Nous nous efforçons de maintenir le service exact, disponible et sécuritaire, mais il est fourni « tel quel » et « selon sa disponibilité ». Les renseignements sur les carrières, le marché du travail, les programmes et l’admission peuvent changer rapidement, et les évaluations et suggestions sont des outils de réflexion, et non des garanties de résultat. Vérifiez les renseignements importants, comme les conditions d’admission et les dates limites de demande, auprès de l’école, du cégep, du collège, de l’université ou de l’employeur concerné.',
          },
          {
            kind: 'paragraph',
            text: 'Dans la mesure permise par la loi, nous n’offrons aucune autre garantie ni condition, expresse ou implicite, notamment quant à la qualité marchande, à l’adaptation à un usage particulier ou à l’absence de contrefaçon, et nous ne promettons pas que le service sera ininterrompu ou exempt d’erreurs.',
          },
          {
            kind: 'paragraph',
            text: 'Aucune disposition des présentes conditions ne limite les droits que vous confèrent les lois sur la protection du consommateur auxquelles il ne peut être dérogé, notamment la Loi sur la protection du consommateur du Québec lorsqu’elle s’applique à vous.',
          },
        ],
      },
      {
        id: 'limitation-of-liability',
        heading: 'Limitation de responsabilité',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Dans la mesure permise par la loi, aucune des parties n’est responsable envers l’autre des dommages indirects, accessoires, spéciaux, consécutifs ou punitifs, ni des pertes de profits, de revenus ou de données, découlant du service ou liés à celui-ci, même si elle a été informée de la possibilité de tels dommages.',
          },
          {
            kind: 'paragraph',
            text: 'Dans la mesure permise par la loi, notre responsabilité totale pour l’ensemble des réclamations liées au service est limitée aux frais qu’un établissement nous a payés pour le service au cours des 12 mois précédant l’événement à l’origine de la réclamation ou, pour la personne qui n’a payé aucuns frais, à 100 $ (canadiens).',
          },
          {
            kind: 'paragraph',
            text: 'Ces limites ne s’appliquent pas à la responsabilité qui ne peut être limitée par la loi, comme la responsabilité pour un préjudice corporel ou moral ou pour une faute intentionnelle ou lourde, ni aux obligations d’indemnisation d’une partie ou à l’obligation d’un établissement de payer les frais exigibles.',
          },
        ],
      },
      {
        id: 'indemnity',
        heading: 'Indemnisation',
        blocks: [
          {
            kind: 'paragraph',
            text: 'La présente section s’applique aux établissements ainsi qu’aux adultes qui utilisent le service pour le compte d’un organisme. Elle ne s’applique pas aux élèves ni aux parents et aux familles qui utilisent le service à des fins personnelles.',
          },
          {
            kind: 'paragraph',
            text: 'L’établissement prendra fait et cause pour nous et nous indemnisera à l’égard des réclamations de tiers découlant du contenu que lui-même ou les personnes à qui il a fourni un compte ajoutent au service, de son omission d’obtenir un consentement ou de donner un avis exigé par la loi, ou d’un manquement de ces personnes aux présentes conditions. Nous prendrons fait et cause pour l’établissement et l’indemniserons à l’égard des réclamations de tiers selon lesquelles le service, tel que nous le fournissons, porte atteinte à leurs droits de propriété intellectuelle au Canada.',
          },
          {
            kind: 'paragraph',
            text: 'La partie qui demande à être indemnisée doit aviser promptement par écrit la partie indemnisante de la réclamation et lui offrir une collaboration raisonnable. La partie indemnisante dispose de 30 jours suivant la réception de cet avis pour prendre en charge la défense de la réclamation, par l’intermédiaire de juristes que l’autre partie juge raisonnablement acceptables. Si elle ne prend pas en charge la défense dans ce délai de 30 jours, l’autre partie peut assurer elle-même sa défense, et la partie indemnisante demeure responsable des frais raisonnables ainsi engagés.',
          },
          {
            kind: 'paragraph',
            text: 'La partie indemnisante ne peut régler une réclamation d’une manière qui comporte une reconnaissance de faute au nom de l’autre partie ou qui lui impose des obligations sans le consentement écrit de celle-ci, qui ne peut être refusé sans motif raisonnable.',
          },
        ],
      },
      {
        id: 'changes-to-these-terms',
        heading: 'Modifications des présentes conditions',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Nous pouvons mettre à jour les présentes conditions de temps à autre, par exemple lorsque nous ajoutons des fonctionnalités ou que la loi change. Nous publierons les conditions mises à jour avec une nouvelle date de « dernière mise à jour ».',
          },
          {
            kind: 'paragraph',
            text: 'Si une modification touche vos droits de façon importante, nous vous en aviserons au moins 30 jours avant son entrée en vigueur, par courriel ou dans le service, et nous en informerons les établissements par l’intermédiaire de leurs personnes-ressources administratives. Les modifications ne s’appliquent pas rétroactivement.',
          },
          {
            kind: 'paragraph',
            text: 'Si vous n’acceptez pas une modification, vous pouvez cesser d’utiliser le service et fermer votre compte avant qu’elle n’entre en vigueur. L’établissement qui n’accepte pas une modification importante peut mettre fin à son abonnement et obtenir le remboursement des frais payés d’avance pour le reste de la période.',
          },
        ],
      },
      {
        id: 'governing-law',
        heading: 'Droit applicable et différends',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Les présentes conditions sont régies par les lois de la province de l’Ontario et par les lois fédérales du Canada qui s’y appliquent.',
          },
          {
            kind: 'paragraph',
            text: 'Avant d’intenter une procédure judiciaire, veuillez nous écrire à legal@example.org afin que nous tentions de régler la question à l’amiable. Si elle n’est pas réglée dans les 60 jours, l’une ou l’autre des parties peut la soumettre aux tribunaux de l’Ontario, qui auront une compétence non exclusive.',
          },
          {
            kind: 'paragraph',
            text: 'Si vous utilisez le service à titre de consommatrice ou de consommateur et résidez dans une autre province ou un autre territoire, y compris le Québec, vous conservez la protection des lois impératives de votre province ou territoire et pouvez présenter une réclamation devant ses tribunaux.',
          },
          {
            kind: 'paragraph',
            text: 'Si un tribunal juge inapplicable une partie des présentes conditions, le reste demeure en vigueur. Le fait que nous n’exigions pas immédiatement le respect d’une disposition ne constitue pas une renonciation à notre droit de le faire plus tard.',
          },
        ],
      },
      {
        id: 'contact-us',
        heading: 'Nous joindre',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Pour toute question sur les présentes conditions, écrivez à legal@example.org. Pour toute question sur la protection de la vie privée ou les renseignements personnels, écrivez à privacy@example.org.',
          },
          {
            kind: 'paragraph',
            text: 'Les élèves et les familles dont le compte a été créé par une école peuvent aussi s’adresser à leur école pour obtenir de l’aide concernant l’accès, les mots de passe et les paramètres de classe.',
          },
          {
            kind: 'paragraph',
            text: 'Les avis officiels prévus aux présentes conditions, comme un avis de manquement ou de réclamation, doivent être donnés par écrit : à nous, par courriel à legal@example.org, et à un établissement, à la personne-ressource administrative qu’il nous a indiquée. Un avis est réputé reçu le jour ouvrable suivant son envoi, à moins que la partie qui l’a envoyé n’apprenne qu’il n’a pas été livré.',
          },
        ],
      },
    ],
  },
  privacy: {
    title: 'Politique de confidentialité',
    updated: '2026-11-01',
    intro:
      'La présente politique de confidentialité explique comment le Planificateur de carrière et d’études recueille, utilise, communique et protège les renseignements personnels lorsque des élèves, des parents et des familles, des membres du personnel enseignant, des responsables de l’apprentissage en milieu de travail et des membres du personnel de l’enseignement supérieur se connectent à notre service et l’utilisent. Nous l’avons rédigée à l’intention des élèves et des familles autant que des écoles. Si un point vous semble obscur, écrivez-nous à privacy@example.org.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Qui nous sommes et notre rôle',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Le Planificateur de carrière et d’études offre un service en ligne de planification de carrière et d’études au Canada. Nous nous conformons à la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) et aux lois provinciales sur la protection des renseignements personnels qui s’appliquent à nos activités, notamment à la Loi sur la protection des renseignements personnels dans le secteur privé du Québec, telle que modifiée par la Loi 25.',
          },
          {
            kind: 'paragraph',
            text: 'La plupart des comptes sont créés par une école, un centre de services scolaire, un cégep, un collège, une université ou un organisme d’apprentissage en milieu de travail (un « établissement »). Dans ce cas, l’établissement est responsable des renseignements personnels de ses élèves, de sa population étudiante et de son personnel et décide de leur utilisation, et nous traitons ces renseignements pour son compte, conformément à notre entente avec lui. Les écoles publiques et les organismes scolaires sont aussi assujettis aux lois sur l’accès à l’information et la protection des renseignements personnels du secteur public de leur province ou territoire.',
          },
          {
            kind: 'paragraph',
            text: 'Pour nos propres fins, comme la sécurité, la facturation et l’amélioration du service, nous sommes responsables des renseignements personnels que nous utilisons. Notre responsable de la protection des renseignements personnels veille au respect de la présente politique ; vous pouvez joindre cette personne à privacy@example.org.',
          },
        ],
      },
      {
        id: 'information-we-collect',
        heading: 'Renseignements que nous recueillons',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Nous ne recueillons que les renseignements nécessaires pour fournir le service. Ils se répartissent en trois catégories.',
          },
        ],
        subsections: [
          {
            id: 'account-information',
            heading: 'Renseignements sur le compte',
            blocks: [
              {
                kind: 'paragraph',
                text: 'Lorsqu’un établissement crée votre compte, ou lorsque vous l’activez, nous recevons :',
              },
              {
                kind: 'list',
                items: [
                  'votre nom, votre nom d’utilisateur et votre type de compte (élève, parent ou famille, personnel enseignant, responsable de l’apprentissage en milieu de travail ou personnel de l’enseignement supérieur) ;',
                  'votre école ou votre établissement, votre année d’études ou votre programme et, pour les élèves, un numéro d’élève si l’établissement le fournit ;',
                  'votre adresse courriel scolaire ou professionnelle et, si vous choisissez d’en ajouter une, une adresse courriel personnelle que nous vous demandons de vérifier ;',
                  'pour les parents et les familles, les élèves auxquels votre compte est lié ;',
                  'votre mot de passe, que nous conservons uniquement sous une forme protégée (hachée) que personne ne peut lire ;',
                  'votre langue de préférence.',
                ],
              },
            ],
          },
          {
            id: 'portfolio-content',
            heading: 'Contenu du portfolio',
            blocks: [
              {
                kind: 'paragraph',
                text: 'En utilisant les outils de planification, vous pouvez ajouter à votre portfolio vos champs d’intérêt professionnels, vos réponses et vos résultats à des évaluations et à des questionnaires, vos objectifs, vos plans de cours et d’études postsecondaires, vos réflexions, vos expériences de travail, des documents et d’autres éléments. Le personnel enseignant peut y ajouter des commentaires ou consigner vos progrès. Comme ce contenu peut en dire beaucoup sur vous, nous l’utilisons uniquement pour vous fournir le service, à vous et à votre établissement.',
              },
            ],
          },
          {
            id: 'usage-information',
            heading: 'Renseignements techniques et d’utilisation',
            blocks: [
              {
                kind: 'paragraph',
                text: 'Lorsque vous utilisez le service, nos systèmes enregistrent des renseignements techniques comme la date et l’heure des connexions et des tentatives de connexion infructueuses, les pages et les fonctionnalités utilisées, le type de navigateur et les paramètres de l’appareil, ainsi que votre adresse IP. Nous les utilisons pour protéger les comptes, corriger les problèmes et comprendre comment le service est utilisé.',
              },
            ],
          },
        ],
      },
      {
        id: 'cookies-and-analytics',
        heading: 'Témoins, stockage local et mesure d’audience',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Ces pages de connexion ne conservent que ce qui suit dans votre navigateur. La page Témoins, dont le lien figure au bas de chaque page, en donne la même liste et vous permet de modifier votre choix sur la mesure d’audience en tout temps :',
          },
          {
            kind: 'list',
            items: [
              'XSRF-TOKEN (un témoin que notre serveur dépose, jusqu’à la fermeture de votre navigateur) : protège les formulaires de ces pages contre la falsification de requêtes intersites.',
              'portal_analytics_choice (un témoin, conservé un an) : retient si vous avez accepté les témoins de mesure d’audience, pour ne pas vous le demander à chaque page.',
              'appToken (conservé dans le stockage de votre navigateur jusqu’à votre déconnexion) : vous connecte automatiquement, seulement si vous avez choisi « Garder ma session ouverte » ; ne le choisissez pas sur un ordinateur partagé.',
              'auth_token (conservé dans le stockage de votre navigateur par le produit auquel vous vous connectez, jusqu’à votre déconnexion) : votre session dans le produit ; la déconnexion ici la supprime.',
              '_ga et _ga_* (des témoins que Google Analytics dépose, pour deux ans, seulement si vous acceptez les témoins de mesure d’audience) : distinguent les visites d’une personne de celles d’une autre, pour que nous puissions les compter.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Nos outils d’analyse sont conçus pour en apprendre le moins possible sur vous. Chaque adresse de page est réduite au modèle général de son chemin avant d’être transmise : l’adresse d’un lien de réinitialisation du mot de passe ou d’activation, par exemple, est uniquement déclarée comme l’adresse de ce type de page, jamais avec le jeton à usage unique qu’elle contient. Les noms d’utilisateur, les adresses courriel, les mots de passe et le contenu des portfolios ne sont jamais transmis aux outils d’analyse et, lorsque vous arrivez d’un autre site Web, seul le domaine de ce site est enregistré.',
          },
          {
            kind: 'paragraph',
            text: 'Nous vous demandons votre consentement avant de déposer tout témoin de mesure d’audience, et rien de Google Analytics n’est chargé avant que vous l’acceptiez, comme l’exige la Loi 25 du Québec, où que vous soyez. Si votre navigateur transmet le signal Global Privacy Control, nous le traitons comme un refus. Si vous refusez les témoins de mesure d’audience, ou retirez plus tard votre consentement sur la page Témoins, nous n’envoyons plus rien et supprimons ces témoins.',
          },
          {
            kind: 'paragraph',
            text: 'Nous mesurons aussi la vitesse de chargement de ces pages et leurs défaillances. Cette mesure ne conserve rien sur votre appareil, ne transmet aucun identifiant et ne nécessite pas de consentement.',
          },
          {
            kind: 'paragraph',
            text: 'Vous pouvez bloquer ou supprimer les témoins dans les paramètres de votre navigateur, mais le blocage des témoins essentiels ou du stockage local pourrait vous empêcher de vous connecter.',
          },
        ],
      },
      {
        id: 'how-we-use-information',
        heading: 'Utilisation des renseignements',
        blocks: [
          { kind: 'paragraph', text: 'Nous utilisons les renseignements personnels pour :' },
          {
            kind: 'list',
            items: [
              'créer, activer et gérer les comptes, et vous permettre de vous connecter, de réinitialiser votre mot de passe et de vérifier votre adresse courriel ;',
              'fournir les outils de planification et présenter votre portfolio à vous-même ainsi qu’aux membres du personnel enseignant et de votre famille qui sont autorisés à le consulter ;',
              'lier les comptes de parent et de famille aux élèves lorsque l’école les invite ;',
              'envoyer des messages liés au service, comme les courriels d’activation, de réinitialisation du mot de passe et de confirmation ;',
              'préparer les rapports et les documents imprimés que les établissements demandent pour leurs élèves ;',
              'protéger le service et les personnes qui l’utilisent, détecter la fraude et les abus, et enquêter sur les incidents de sécurité ;',
              'comprendre comment le service est utilisé et l’améliorer, en utilisant des renseignements agrégés ou dépersonnalisés chaque fois que c’est possible ;',
              'facturer les établissements et gérer nos relations avec eux ;',
              'respecter la loi et répondre aux demandes légalement fondées.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Nous ne vendons pas de renseignements personnels. Nous n’utilisons pas les renseignements des élèves à des fins de publicité ciblée, et nous ne créons pas de profils d’élèves à des fins de marketing.',
          },
        ],
      },
      {
        id: 'consent-and-legal-bases',
        heading: 'Consentement',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Nous nous appuyons sur un consentement valable, obtenu d’une manière adaptée à l’âge et à la situation de chaque personne. Lorsqu’un établissement crée des comptes, il lui incombe d’obtenir les consentements et de donner les avis exigés, y compris auprès des parents et des personnes qui exercent la tutelle, et nous nous fions à son assurance qu’il l’a fait ou que la loi l’y autorise autrement. Lorsque vous activez votre compte ou ajoutez vous-même des renseignements, vous consentez à leur utilisation de la manière décrite dans la présente politique.',
          },
          {
            kind: 'paragraph',
            text: 'Nous demandons votre consentement exprès avant d’utiliser des renseignements sensibles à une nouvelle fin ou à toute fin non décrite dans la présente politique. Vous pouvez retirer votre consentement en tout temps, sous réserve des restrictions légales ou contractuelles, en communiquant avec votre établissement ou avec nous. Nous vous en expliquerons les conséquences, par exemple le fait qu’une partie du service pourrait ne plus vous être offerte.',
          },
          {
            kind: 'paragraph',
            text: 'Lorsque la loi le permet, nous pouvons utiliser ou communiquer des renseignements personnels sans consentement, par exemple pour enquêter sur une atteinte à la sécurité, pour protéger la sécurité d’une personne en situation d’urgence ou pour nous conformer à une ordonnance d’un tribunal.',
          },
        ],
      },
      {
        id: 'sharing-information',
        heading: 'Communication des renseignements',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Nous ne communiquons des renseignements personnels que dans les cas décrits ci-dessous :',
          },
          {
            kind: 'list',
            items: [
              'à votre établissement : le personnel enseignant, les conseillères et conseillers d’orientation et les responsables de l’administration autorisés par votre école ou votre organisme peuvent consulter les renseignements nécessaires à leurs fonctions, comme les plans et les progrès d’un élève ;',
              'aux parents et aux familles : lorsqu’une école lie un parent ou la personne qui exerce la tutelle à un élève, cette personne peut consulter les parties du compte de l’élève que l’école rend accessibles aux familles ;',
              'à d’autres écoles, établissements d’enseignement ou organismes : uniquement à votre demande, ou à la demande de votre établissement lorsqu’il est autorisé à la faire ;',
              'à nos fournisseurs de services : les entreprises qui hébergent nos systèmes, acheminent nos courriels ou fournissent des outils de soutien ou d’analyse, et qui agissent selon nos instructions en vertu de contrats écrits les obligeant à protéger les renseignements et à ne les utiliser que pour nous fournir leurs services ;',
              'pour des raisons juridiques : lorsque la loi, une ordonnance d’un tribunal ou une demande légalement fondée des autorités l’exige, ou lorsque c’est nécessaire pour protéger la sécurité d’une personne ;',
              'dans le cadre d’une transaction commerciale : si tout ou partie de notre entreprise fait l’objet d’une fusion ou d’une vente, les renseignements personnels peuvent être transférés à l’entité acquéreuse, qui doit continuer de les protéger conformément à la présente politique.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Nous pouvons communiquer des renseignements agrégés ou anonymisés qui ne permettent raisonnablement pas d’identifier qui que ce soit, par exemple pour rendre compte à un établissement de l’utilisation du service par les personnes à qui il a fourni un compte.',
          },
        ],
      },
      {
        id: 'international-transfers',
        heading: 'Lieu de stockage et transferts',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Nous stockons les renseignements sur les comptes et les portfolios sur des serveurs situés au Canada. Certains de nos fournisseurs de services, par exemple pour l’envoi de courriels, l’analyse ou le soutien, peuvent traiter des renseignements personnels dans d’autres pays, notamment aux États-Unis.',
          },
          {
            kind: 'paragraph',
            text: 'Lorsque des renseignements sont traités à l’extérieur du Canada, ils sont protégés par contrat selon une norme comparable à la présente politique, mais ils peuvent être accessibles aux tribunaux, aux organismes d’application de la loi et aux autorités chargées de la sécurité nationale de ce pays. Avant de communiquer des renseignements personnels à l’extérieur du Québec, nous procédons à une évaluation des facteurs relatifs à la vie privée afin de nous assurer qu’ils bénéficieront d’une protection adéquate, comme l’exige la loi québécoise.',
          },
          {
            kind: 'paragraph',
            text: 'Certains établissements exigent que leurs données demeurent au Canada. Lorsque notre entente avec un établissement le prévoit, nous respectons cette exigence.',
          },
        ],
      },
      {
        id: 'retention',
        heading: 'Durée de conservation',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Nous ne conservons les renseignements personnels que le temps nécessaire aux fins décrites dans la présente politique, ou aussi longtemps que la loi ou nos ententes avec les établissements l’exigent.',
          },
          {
            kind: 'list',
            items: [
              'Les renseignements sur les comptes et les portfolios sont conservés tant que le compte est actif. Lorsqu’un établissement ferme des comptes ou met fin à son abonnement, nous détruisons ou anonymisons les renseignements dans un délai de 90 jours, après toute exportation demandée par l’établissement.',
              'Un compte inutilisé depuis trois ans peut être fermé après que nous en avons avisé la personne titulaire du compte ou l’établissement.',
              'Les sauvegardes sont remplacées selon un cycle continu, et les renseignements supprimés en disparaissent dans un délai de 35 jours.',
              'Les journaux de sécurité et de connexion sont conservés pendant au plus 12 mois, à moins qu’ils ne soient nécessaires plus longtemps pour enquêter sur un incident.',
              'Les données d’analyse sont conservées pendant au plus 14 mois.',
              'Les dossiers de facturation des établissements sont conservés aussi longtemps que l’exigent les lois fiscales, généralement six ans après la fin de l’année à laquelle ils se rapportent.',
            ],
          },
        ],
      },
      {
        id: 'security',
        heading: 'Protection des renseignements',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Nous appliquons des mesures de sécurité administratives, techniques et physiques adaptées à la sensibilité des renseignements, notamment :',
          },
          {
            kind: 'list',
            items: [
              'le chiffrement des renseignements en transit et au repos ;',
              'le stockage des mots de passe sous forme hachée uniquement, et des liens de connexion et de réinitialisation qui expirent et ne peuvent servir qu’une seule fois ;',
              'un accès aux renseignements personnels limité aux membres du personnel qui en ont besoin, avec authentification multifacteur, journalisation et examens réguliers ;',
              'une formation en protection des renseignements personnels et en sécurité pour notre personnel, et des engagements de confidentialité de la part de toutes les personnes qui traitent des renseignements personnels ;',
              'des tests et des mises à jour réguliers, ainsi qu’un plan d’intervention en cas d’incident.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Aucun système n’est parfaitement sûr. Si une atteinte aux mesures de sécurité ou un incident de confidentialité présente un risque réel de préjudice grave, nous aviserons les personnes concernées, nous le déclarerons au Commissariat à la protection de la vie privée du Canada et, au besoin, à la Commission d’accès à l’information du Québec ou à un autre commissaire provincial, et nous informerons les établissements concernés.',
          },
          {
            kind: 'paragraph',
            text: 'Vous pouvez nous aider en gardant votre mot de passe confidentiel, en vous déconnectant sur les appareils partagés et en avisant votre école ou nous-mêmes si vous remarquez quoi que ce soit d’inhabituel.',
          },
        ],
      },
      {
        id: 'childrens-privacy',
        heading: 'Protection des renseignements des enfants',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Une grande partie des personnes qui utilisent le service sont des élèves, et certaines sont des enfants. Nous accordons une attention particulière à leurs renseignements :',
          },
          {
            kind: 'list',
            items: [
              'les enfants de moins de 13 ans n’utilisent le service que par l’intermédiaire de leur école, qui obtient les consentements nécessaires, ou avec le consentement d’un parent ou de la personne qui exerce la tutelle ; au Québec, le consentement pour un enfant de moins de 14 ans est donné par la personne titulaire de l’autorité parentale ou par la personne qui exerce la tutelle ;',
              'nous ne recueillons que ce qui est nécessaire à la planification de carrière et d’études, et les paramètres de confidentialité des élèves offrent par défaut le plus haut niveau de confidentialité ;',
              'nous n’affichons pas de publicité aux élèves, ne vendons pas leurs renseignements et ne les utilisons pas pour créer des profils de marketing ;',
              'nous expliquons les choses aux élèves dans un langage clair et adapté à leur âge, dans le service comme dans la présente politique.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Les parents et les personnes qui exercent la tutelle d’un enfant et qui souhaitent consulter, corriger ou supprimer ses renseignements devraient d’abord s’adresser à son école, puisque c’est elle qui gère le compte. Vous pouvez aussi écrire à privacy@example.org : nous vous aiderons ou transmettrons votre demande à l’école.',
          },
          {
            kind: 'paragraph',
            text: 'Si nous apprenons que nous avons recueilli des renseignements sur un enfant sans le consentement requis, nous les supprimerons ou veillerons à ce que ce consentement soit obtenu.',
          },
        ],
      },
      {
        id: 'your-rights',
        heading: 'Vos droits',
        blocks: [
          { kind: 'paragraph', text: 'Sous réserve de la loi, vous avez le droit :' },
          {
            kind: 'list',
            items: [
              'd’accéder aux renseignements personnels que nous détenons à votre sujet, et de savoir comment ils ont été utilisés et à qui ils ont été communiqués ;',
              'de nous demander de rectifier les renseignements inexacts, incomplets ou périmés ;',
              'de nous demander de supprimer des renseignements, ou de cesser de les diffuser, lorsqu’ils ne sont plus nécessaires ou qu’ils ont été recueillis illégalement ;',
              'de recevoir les renseignements que vous avez fournis dans un format technologique structuré et couramment utilisé, et de les faire transmettre à un autre organisme ou à une autre entreprise (portabilité des données) ;',
              'de retirer votre consentement ou de vous opposer à une utilisation particulière de vos renseignements, comme l’analyse de l’utilisation.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Nous ne prenons aucune décision à votre sujet fondée exclusivement sur un traitement automatisé. Les suggestions de carrières offertes dans le service sont des pistes à explorer, et non des décisions.',
          },
          {
            kind: 'paragraph',
            text: 'Pour présenter une demande, écrivez à privacy@example.org, ou à votre établissement s’il gère votre compte. Nous pourrions devoir confirmer votre identité. Nous vous répondrons dans les 30 jours et vous aviserons si nous avons besoin de plus de temps, dans la mesure permise par la loi. Dans la plupart des cas, aucuns frais ne sont exigés.',
          },
          {
            kind: 'paragraph',
            text: 'Si notre réponse ne vous satisfait pas, vous pouvez porter plainte auprès du Commissariat à la protection de la vie privée du Canada (priv.gc.ca). Si vous résidez au Québec, vous pouvez vous adresser à la Commission d’accès à l’information du Québec (cai.gouv.qc.ca). Les personnes qui résident en Alberta ou en Colombie-Britannique peuvent aussi s’adresser au Commissariat à l’information et à la protection de la vie privée de leur province. Si votre compte a été créé par une école publique ou un organisme scolaire, l’organisme de protection de la vie privée ou l’ombudsman de votre province ou territoire pourrait aussi vous aider.',
          },
        ],
      },
      {
        id: 'contact-us',
        heading: 'Nous joindre',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Pour toute question, demande ou plainte concernant la protection des renseignements personnels, communiquez avec notre responsable de la protection des renseignements personnels à privacy@example.org. Pour toute question sur nos conditions d’utilisation, écrivez à legal@example.org.',
          },
          {
            kind: 'paragraph',
            text: 'Nous accuserons réception de votre message rapidement et tenterons de régler votre préoccupation directement avec vous.',
          },
        ],
      },
      {
        id: 'changes-to-this-policy',
        heading: 'Modifications de la présente politique',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Nous révisons régulièrement la présente politique et la mettons à jour lorsque nos pratiques ou la loi changent. La date indiquée en haut de la page correspond à sa dernière mise à jour.',
          },
          {
            kind: 'paragraph',
            text: 'Si nous apportons une modification importante, par exemple pour utiliser des renseignements personnels à une nouvelle fin, nous vous en informerons, ainsi que votre établissement, dans le service ou par courriel avant son entrée en vigueur, et nous vous demanderons votre consentement lorsque la loi l’exige.',
          },
        ],
      },
    ],
  },
}
