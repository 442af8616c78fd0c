// Terms of use and privacy policy, Canadian English (en-CA). Section ids match fr-CA and en-GB.
import type { LegalContent } from './types'

export const legal: LegalContent = {
  tableOfContents: 'Contents',
  terms: {
    title: 'Terms of use',
    updated: '2026-11-01',
    intro:
      'These terms of use set out the rules for using Career and Education Planner, the online service that helps students explore careers and plan their education, and that lets parents and families, educators, workplace-learning administrators and higher-education users support them. Please read them carefully. If your school or organization gave you your account, it has also agreed to these terms and may have its own rules about how you use the service.',
    sections: [
      {
        id: 'about-these-terms',
        heading: 'About these terms',
        blocks: [
          {
            kind: 'paragraph',
            text: 'These terms are an agreement between you and Career and Education Planner ("we", "us" or "our"). They apply to the sign-in and account pages and to the planning service you reach through them (together, the "service"). By activating an account, signing in or otherwise using the service, you agree to these terms.',
          },
          {
            kind: 'paragraph',
            text: 'Our privacy policy explains how we collect, use and protect personal information. It forms part of these terms, so please read it too.',
          },
          {
            kind: 'paragraph',
            text: 'If your school, school board, college, university or employer (an "institution") has signed a separate agreement with us, that agreement also applies to the institution. Where the two conflict, the institution\'s agreement prevails for that institution and its users.',
          },
          {
            kind: 'paragraph',
            text: 'These terms are available in English and in French. Both versions have the same legal effect.',
          },
        ],
      },
      {
        id: 'eligibility',
        heading: 'Who may use the service',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The service is for people in Canada who have been given an account or invited to create one, including:',
          },
          {
            kind: 'list',
            items: [
              'students whose school or institution has set up an account for them;',
              "parents, guardians and other family members invited to link to a student's account, usually by the student's school;",
              'educators, guidance counsellors and administrators authorized by their institution; and',
              'workplace-learning administrators and higher-education users authorized by their organization.',
            ],
          },
          {
            kind: 'paragraph',
            text: "If you are under 13, you may use the service only if your school has arranged your account and obtained any consent required by law, or if your parent or guardian has given consent. In Quebec, where consent is required for a student under 14, it must be given by the student's parent or tutor.",
          },
          {
            kind: 'paragraph',
            text: 'If you are under the age of majority in your province or territory, please read these terms with a parent or guardian. Where your account was not arranged by your school, your parent or guardian accepts these terms on your behalf.',
          },
          {
            kind: 'paragraph',
            text: 'You may not use the service if we have previously closed your account for a serious breach of these terms, unless we agree in writing that you may.',
          },
        ],
      },
      {
        id: 'accounts-and-passwords',
        heading: 'Your account and password',
        blocks: [
          { kind: 'paragraph', text: 'To keep your account safe:' },
          {
            kind: 'list',
            items: [
              'give accurate information when you activate or update your account, and keep your email address current so that password-reset and verification messages reach you;',
              'choose a strong password that you do not use on other sites, and never share it, even with friends or classmates;',
              'use the "Keep me signed in" option only on a device that you alone use, and sign out when you finish on a shared or public computer;',
              'do not forward the links we send by email to reset a password, activate an account or confirm a change: they are for you alone and work only for a limited time; and',
              'tell your school, or write to us at legal@example.org, right away if you think someone else has used your account or knows your password.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'You are responsible for what happens under your account, unless it results from our failure to protect the service. We may ask you to change your password, or temporarily lock an account, when we see signs that it may be at risk.',
          },
          {
            kind: 'paragraph',
            text: 'Some people hold more than one kind of account, for example as an educator and as a parent. Each account is covered by these terms and by the settings chosen by the institution that provides it.',
          },
        ],
      },
      {
        id: 'institutional-accounts',
        heading: 'Institutional accounts',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Schools, school boards, colleges, universities and workplace-learning organizations can subscribe to the service for their students and staff. If you set up or manage the service for an institution, you confirm that you are authorized to accept these terms on its behalf.',
          },
          { kind: 'paragraph', text: 'An institution that subscribes to the service:' },
          {
            kind: 'list',
            items: [
              'decides who receives an account, what information is added to it, and which features, such as family access, are turned on;',
              'is responsible for obtaining any consent and giving any notice that the law or its own policies require before adding students or staff, including notice to parents and guardians;',
              "makes sure its administrators and educators follow these terms and use other users' information only for legitimate educational, guidance or workplace-learning purposes;",
              'keeps its administrator accounts secure and tells us promptly about any unauthorized use; and',
              'remains responsible for the decisions it makes about its students, such as course selection or placement, even when it uses information from the service.',
            ],
          },
          {
            kind: 'paragraph',
            text: "We handle the personal information of an institution's users on the institution's behalf and according to its instructions, as described in our privacy policy and in any data protection agreement we have signed with it.",
          },
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Acceptable use',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Use the service respectfully, and only for career and education planning, teaching, guidance and related administration. You must not:',
          },
          {
            kind: 'list',
            items: [
              'post or share content that is unlawful, hateful, harassing or sexually explicit, or that threatens or bullies anyone;',
              "share another person's personal information without a legitimate reason and the authority to do so;",
              'pretend to be someone else, or sign in to an account that is not yours;',
              'try to get around security features, test the service for vulnerabilities without our written permission, or access information you are not authorized to see;',
              'upload viruses or other harmful code, or interfere with the normal operation of the service;',
              'use automated tools to scrape, copy or download content or data, except through the export features we provide;',
              'use the service to advertise or sell products, or to send unsolicited messages; or',
              'copy or resell the service, or use it to build a competing product.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Behaviour that puts students at risk will be taken seriously and may be reported to the institution concerned. If you discover a security problem, please report it to legal@example.org instead of testing it further. We welcome responsible reports.',
          },
        ],
      },
      {
        id: 'your-content',
        heading: 'Your content and portfolio',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Your portfolio may include career interests, assessment results, goals, course plans, reflections, documents and other material you add (your "content"). You keep ownership of your content, or your institution does where its agreement with you says so. We do not claim ownership of it.',
          },
          {
            kind: 'paragraph',
            text: 'You give us a non-exclusive, royalty-free licence to host, store, copy, display and process your content, only as needed to provide, secure and support the service for you and your institution. This licence ends when your content is deleted from the service, except for copies kept for a limited time in backups or that the law requires us to keep.',
          },
          {
            kind: 'paragraph',
            text: "Depending on your account and your institution's settings, educators, guidance counsellors and linked parents or guardians may be able to see parts of your portfolio. The service shows you who can see your work wherever possible.",
          },
          {
            kind: 'paragraph',
            text: 'You can download a copy of your portfolio while your account is active. When a student changes schools or finishes school, the institution may keep the account open or arrange for the portfolio to be exported before the account is closed.',
          },
          {
            kind: 'paragraph',
            text: "You are responsible for making sure you have the right to add what you upload and that it does not infringe anyone else's rights. We may remove content that breaches these terms or the law.",
          },
        ],
      },
      {
        id: 'intellectual-property',
        heading: 'Our service and intellectual property',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The service, including its software, design, career and education information, assessments, text, graphics and logos, belongs to us or our licensors and is protected by copyright, trademark and other laws. Logos of partner institutions belong to those institutions.',
          },
          {
            kind: 'paragraph',
            text: 'Subject to these terms, we give you a limited, personal, non-transferable right to use the service for its intended purpose while your account is active. You may print or save material from the service for your own planning or, if you are an educator, for teaching and guidance within your institution. No other rights are granted.',
          },
          {
            kind: 'paragraph',
            text: 'If you send us feedback or suggestions, we may use them to improve the service without any obligation to you.',
          },
        ],
      },
      {
        id: 'fees-and-payment',
        heading: 'Fees and payment',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Student, parent and family accounts provided through an institution are free for those users. Institutions pay the subscription fees set out in their order form, quote or agreement.',
          },
          { kind: 'paragraph', text: 'For institutional subscriptions:' },
          {
            kind: 'list',
            items: [
              'we invoice fees in advance for each subscription term, unless the order form says otherwise;',
              'invoices are due within 30 days of the invoice date;',
              'fees are in Canadian dollars and do not include applicable taxes, such as GST, HST, PST or QST, which are shown on the invoice;',
              'if an institution needs a purchase order number on its invoices, it should give us the number before the subscription starts; terms printed on a purchase order do not change these terms;',
              'if an institution disputes an invoice in good faith, it should tell us in writing before the due date and pay any undisputed part on time, and we will work with it to resolve the dispute promptly; and',
              'overdue undisputed amounts may bear interest at the rate stated in the order form, if any.',
            ],
          },
          {
            kind: 'paragraph',
            text: "If an undisputed amount is still unpaid 10 days after we send a written reminder, we may suspend the institution's access until it is paid. We will not delete an institution's data because of late payment without first giving it an opportunity to export it.",
          },
          {
            kind: 'paragraph',
            text: "Subscriptions renew only if the order form says so or the institution agrees in writing. We will give at least 60 days' notice of any change in fees for a renewal term.",
          },
          {
            kind: 'paragraph',
            text: 'Fees are not refundable, except where these terms or the law provide otherwise. If an institution ends its subscription because of our breach that we did not cure, we will refund the prepaid fees for the remainder of the term.',
          },
        ],
      },
      {
        id: 'termination',
        heading: 'Suspension and termination',
        blocks: [
          {
            kind: 'paragraph',
            text: 'This section explains how use of the service can be paused or ended, and what happens next.',
          },
        ],
        subsections: [
          {
            id: 'ending-your-use',
            heading: 'Ending your use of the service',
            blocks: [
              {
                kind: 'paragraph',
                text: 'You may stop using the service at any time. If your account was created by an institution, ask it to close the account; otherwise, write to us at legal@example.org. An institution may end its subscription at the end of the current term by giving us written notice before the renewal date, or earlier if its agreement allows.',
              },
            ],
          },
          {
            id: 'suspension',
            heading: 'Suspension',
            blocks: [
              {
                kind: 'paragraph',
                text: 'We may suspend access to an account, without notice, when that is reasonably necessary to protect the security of the service or of other users, to prevent serious harm or to comply with the law. We will restore access as soon as the reason for the suspension has been addressed and, where appropriate, explain the reason to you or to your institution.',
              },
            ],
          },
          {
            id: 'termination-for-breach',
            heading: 'Termination for breach',
            blocks: [
              {
                kind: 'paragraph',
                text: 'If either party materially breaches these terms, the other party may give it written notice describing the breach. The party in breach then has 10 days after receiving the notice to cure the breach. If the breach is not cured within those 10 days, the other party may terminate the agreement, or the account concerned, by further written notice.',
              },
              {
                kind: 'paragraph',
                text: 'This applies in the same way to an individual account used for serious or repeated misuse of the service, such as harassing other users: we will give the account holder, or the institution that manages the account, written notice and 10 days to respond before we close it, unless the law requires us to act sooner.',
              },
            ],
          },
          {
            id: 'effect-of-termination',
            heading: 'What happens after termination',
            blocks: [
              {
                kind: 'paragraph',
                text: 'When an account or subscription ends, the right to use the service ends. Before that happens, users can download their portfolios and institutions can ask us to export their data. We then delete or anonymize personal information as described in our privacy policy.',
              },
              {
                kind: 'paragraph',
                text: 'Provisions that by their nature should continue to apply, including those on fees owed, content ownership, disclaimers, limitation of liability, indemnity and governing law, survive termination.',
              },
            ],
          },
        ],
      },
      {
        id: 'disclaimer-of-warranties',
        heading: 'Disclaimer of warranties',
        blocks: [
          {
            kind: 'paragraph',
            text: 'We work hard to keep the service accurate, available and secure, but it is provided "as is" and "as available". Career, labour market, program and admission information can change quickly, and assessments and suggestions are aids to reflection, not guarantees of any result. Please confirm important details, such as admission requirements and application deadlines, with the school, college, university or employer concerned.',
          },
          {
            kind: 'paragraph',
            text: 'To the extent permitted by law, we make no other warranties or conditions, express or implied, including implied warranties or conditions of merchantability, fitness for a particular purpose or non-infringement, and we do not promise that the service will be uninterrupted or free of errors.',
          },
          {
            kind: 'paragraph',
            text: "Nothing in these terms limits rights you have under consumer protection laws that cannot be excluded, including Quebec's Consumer Protection Act where it applies to you.",
          },
        ],
      },
      {
        id: 'limitation-of-liability',
        heading: 'Limitation of liability',
        blocks: [
          {
            kind: 'paragraph',
            text: 'To the extent permitted by law, neither party is liable to the other for indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue or data, arising out of or in connection with the service, even if it was told that such damages were possible.',
          },
          {
            kind: 'paragraph',
            text: 'To the extent permitted by law, our total liability for all claims relating to the service is limited to the fees an institution paid us for the service in the 12 months before the event that gave rise to the claim or, for a user who has not paid fees, $100 (Canadian).',
          },
          {
            kind: 'paragraph',
            text: "These limits do not apply to liability that cannot be limited by law, such as liability for bodily or moral injury or for intentional or gross fault, nor to a party's indemnity obligations or to an institution's obligation to pay fees that are due.",
          },
        ],
      },
      {
        id: 'indemnity',
        heading: 'Indemnity',
        blocks: [
          {
            kind: 'paragraph',
            text: 'This section applies to institutions, and to adults who use the service on behalf of an organization. It does not apply to students, or to parents and families using the service for personal purposes.',
          },
          {
            kind: 'paragraph',
            text: "An institution will defend and indemnify us against claims by third parties arising from content that it or its users add to the service, from its failure to obtain a consent or give a notice required by law, or from its users' breach of these terms. We will defend and indemnify an institution against claims by third parties that the service, as we provide it, infringes their intellectual property rights in Canada.",
          },
          {
            kind: 'paragraph',
            text: 'The party seeking protection must give the indemnifying party prompt written notice of the claim and reasonable cooperation. The indemnifying party has 30 days after receiving that notice to assume the defence of the claim, with counsel reasonably acceptable to the other party. If it does not assume the defence within those 30 days, the other party may defend the claim itself, and the indemnifying party remains responsible for its reasonable costs of doing so.',
          },
          {
            kind: 'paragraph',
            text: "The indemnifying party may not settle a claim in a way that admits fault on behalf of the other party or imposes obligations on it without that party's written consent, which may not be unreasonably withheld.",
          },
        ],
      },
      {
        id: 'changes-to-these-terms',
        heading: 'Changes to these terms',
        blocks: [
          {
            kind: 'paragraph',
            text: 'We may update these terms from time to time, for example when we add features or when the law changes. We will post the updated terms with a new "last updated" date.',
          },
          {
            kind: 'paragraph',
            text: "If a change materially affects your rights, we will give at least 30 days' notice by email or in the service before it takes effect, and we will notify institutions through their administrator contacts. Changes do not apply retroactively.",
          },
          {
            kind: 'paragraph',
            text: 'If you do not agree with a change, you may stop using the service and close your account before the change takes effect. An institution that does not accept a material change may end its subscription and receive a refund of prepaid fees for the remainder of the term.',
          },
        ],
      },
      {
        id: 'governing-law',
        heading: 'Governing law and disputes',
        blocks: [
          {
            kind: 'paragraph',
            text: 'These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there.',
          },
          {
            kind: 'paragraph',
            text: 'Before starting a legal proceeding, please write to us at legal@example.org so that we can try to resolve the matter informally. If it is not resolved within 60 days, either party may bring it before the courts of Ontario, which will have non-exclusive jurisdiction.',
          },
          {
            kind: 'paragraph',
            text: 'If you are a consumer living in another province or territory, including Quebec, you keep the protection of the mandatory laws of your province or territory and may bring a claim before its courts.',
          },
          {
            kind: 'paragraph',
            text: 'If a court finds any part of these terms unenforceable, the rest remains in effect. If we do not enforce a provision right away, we do not give up our right to enforce it later.',
          },
        ],
      },
      {
        id: 'contact-us',
        heading: 'Contact us',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Questions about these terms can be sent to legal@example.org. Questions about privacy or personal information can be sent to privacy@example.org.',
          },
          {
            kind: 'paragraph',
            text: 'Students and families whose accounts were set up by a school can also ask their school for help with access, passwords and class settings.',
          },
          {
            kind: 'paragraph',
            text: 'Formal notices under these terms, such as a notice of breach or of a claim, must be given in writing: to us by email at legal@example.org, and to an institution at the administrator contact it has given us. A notice is considered received on the business day after it is sent, unless the sender learns that it was not delivered.',
          },
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy policy',
    updated: '2026-11-01',
    intro:
      'This privacy policy explains how Career and Education Planner collects, uses, shares and protects personal information when students, parents and families, educators, workplace-learning administrators and higher-education users sign in and use our service. We have written it for students and families as well as for schools. If anything is unclear, please ask us at privacy@example.org.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who we are and our role',
        blocks: [
          {
            kind: 'paragraph',
            text: "Career and Education Planner provides an online career and education planning service in Canada. We comply with the Personal Information Protection and Electronic Documents Act (PIPEDA) and with the provincial privacy laws that apply to our work, including Quebec's Act respecting the protection of personal information in the private sector, as amended by Law 25.",
          },
          {
            kind: 'paragraph',
            text: 'Most accounts are created by a school, school board, college, university or workplace-learning organization (an "institution"). In that case, the institution is responsible for the personal information of its students and staff and decides how it is used, and we handle that information on its behalf under our agreement with it. Public schools and school boards are also subject to the public-sector privacy laws of their province or territory.',
          },
          {
            kind: 'paragraph',
            text: 'For our own purposes, such as security, billing and improving the service, we are responsible for the personal information we use. Our Privacy Officer, the person in charge of the protection of personal information, oversees our compliance with this policy and can be reached at privacy@example.org.',
          },
        ],
      },
      {
        id: 'information-we-collect',
        heading: 'Information we collect',
        blocks: [
          {
            kind: 'paragraph',
            text: 'We collect only the information we need to provide the service. It falls into three groups.',
          },
        ],
        subsections: [
          {
            id: 'account-information',
            heading: 'Account information',
            blocks: [
              {
                kind: 'paragraph',
                text: 'When an institution sets up your account, or when you activate it, we receive:',
              },
              {
                kind: 'list',
                items: [
                  'your name, username and type of account (student, parent or family, educator, workplace-learning administrator or higher-education user);',
                  'your school or institution, your grade or program and, for students, a student number if the institution provides one;',
                  'your school or work email address and, if you choose to add one, a personal email address that we ask you to verify;',
                  'for parents and families, the students your account is linked to;',
                  'your password, which we store only in a protected (hashed) form that no one can read; and',
                  'your language preference.',
                ],
              },
            ],
          },
          {
            id: 'portfolio-content',
            heading: 'Portfolio content',
            blocks: [
              {
                kind: 'paragraph',
                text: 'As you use the planning tools, you may add career interests, answers to and results of assessments and surveys, goals, course and post-secondary plans, reflections, work experience, documents and other material to your portfolio. Educators may add comments or record your progress. Because this content can say a great deal about you, we use it only to provide the service to you and your institution.',
              },
            ],
          },
          {
            id: 'usage-information',
            heading: 'Usage and technical information',
            blocks: [
              {
                kind: 'paragraph',
                text: 'When you use the service, our systems record technical information such as the date and time of sign-ins and failed sign-in attempts, the pages and features used, your browser type and device settings, and your IP address. We use it to keep accounts secure, to fix problems and to understand how the service is used.',
              },
            ],
          },
        ],
      },
      {
        id: 'cookies-and-analytics',
        heading: 'Cookies, local storage and analytics',
        blocks: [
          {
            kind: 'paragraph',
            text: 'These sign-in pages keep only the following in your browser. The Cookies page, linked at the foot of every page, lists the same, and lets you change your analytics choice at any time:',
          },
          {
            kind: 'list',
            items: [
              'XSRF-TOKEN (a cookie our server sets, until you close your browser): protects the forms on these pages against cross-site request forgery.',
              'portal_analytics_choice (a cookie, kept for one year): remembers whether you accepted analytics cookies, so that we do not ask on every page.',
              'appToken (kept in your browser\'s storage until you sign out): signs you in automatically, only if you chose "Keep me signed in"; do not choose it on a shared computer.',
              "auth_token (kept in your browser's storage by the product you sign in to, until you sign out): your session in the product; signing out here removes it.",
              "_ga and _ga_* (cookies Google Analytics sets, for two years, only if you accept analytics cookies): tell one visitor's visits apart from another's, so that we can count them.",
            ],
          },
          {
            kind: 'paragraph',
            text: "Our analytics are designed to learn as little as possible about you. Each page address is reduced to the general pattern of its route before it is sent: the address of a password-reset or activation link, for example, is reported only as the address of that kind of page, never with the single-use token it contains. Usernames, email addresses, passwords and portfolio content are never sent to analytics and, when you arrive from another website, only that website's domain is recorded.",
          },
          {
            kind: 'paragraph',
            text: "We ask for your consent before setting any analytics cookie, and nothing of Google Analytics loads until you accept, as Quebec's Law 25 requires, wherever you are. If your browser sends Global Privacy Control, we treat it as a refusal. If you reject analytics cookies, or later withdraw your consent on the Cookies page, we send nothing more and delete those cookies.",
          },
          {
            kind: 'paragraph',
            text: 'We also measure how quickly these pages load and whether they fail. That measurement stores nothing on your device, carries no identifier and needs no consent.',
          },
          {
            kind: 'paragraph',
            text: 'You can also block or delete cookies in your browser settings, although blocking essential cookies or local storage may prevent you from signing in.',
          },
        ],
      },
      {
        id: 'how-we-use-information',
        heading: 'How we use information',
        blocks: [
          { kind: 'paragraph', text: 'We use personal information to:' },
          {
            kind: 'list',
            items: [
              'create, activate and manage accounts, and let you sign in, reset your password and verify your email address;',
              'provide the planning tools and show your portfolio to you and to the educators and family members who are allowed to see it;',
              'link parent and family accounts to students when the school invites them;',
              'send service messages, such as activation, password-reset and confirmation emails;',
              'prepare the reports and printed materials that institutions request for their students;',
              'protect the service and its users, detect fraud and misuse, and investigate security incidents;',
              'understand how the service is used and improve it, using aggregated or de-identified information wherever possible;',
              'bill institutions and manage our relationships with them; and',
              'comply with the law and respond to lawful requests.',
            ],
          },
          {
            kind: 'paragraph',
            text: "We do not sell personal information. We do not use students' information for targeted advertising, and we do not build profiles of students for marketing.",
          },
        ],
      },
      {
        id: 'consent-and-legal-bases',
        heading: 'Consent',
        blocks: [
          {
            kind: 'paragraph',
            text: "We rely on meaningful consent, obtained in a way that suits each person's age and situation. When an institution creates accounts, it is responsible for obtaining any consent and giving any notice required, including to parents and guardians, and we rely on its assurance that it has done so or that the law otherwise authorizes it. When you activate your account or add information yourself, you consent to its use as this policy describes.",
          },
          {
            kind: 'paragraph',
            text: 'We ask for your express consent before using sensitive information for a new purpose or for any purpose not described in this policy. You can withdraw your consent at any time, subject to legal or contractual restrictions, by contacting your institution or us. We will explain the consequences, for example that part of the service may no longer be available.',
          },
          {
            kind: 'paragraph',
            text: "Where the law permits, we may use or disclose personal information without consent, for example to investigate a security breach, to protect someone's safety in an emergency or to comply with a court order.",
          },
        ],
      },
      {
        id: 'sharing-information',
        heading: 'How we share information',
        blocks: [
          { kind: 'paragraph', text: 'We share personal information only as described below:' },
          {
            kind: 'list',
            items: [
              "with your institution: educators, guidance counsellors and administrators authorized by your school or organization can see the information they need for their role, such as a student's plans and progress;",
              "with parents and families: when a school links a parent or guardian to a student, that parent or guardian can see the parts of the student's account that the school makes available to families;",
              'with other schools, colleges or organizations: only when you ask us to, or when your institution does so with the authority to make that request;',
              'with service providers: companies that host our systems, deliver our emails, or provide support or analytics tools, acting on our instructions under written contracts that require them to protect the information and use it only to provide their services to us;',
              "for legal reasons: when required by law, a court order or a lawful request from authorities, or when needed to protect someone's safety; and",
              'in a business transaction: if all or part of our organization is merged or sold, personal information may be transferred to the new owner, who must continue to protect it as this policy describes.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'We may share aggregated or de-identified information that cannot reasonably be used to identify anyone, for example to report to an institution on how its users use the service.',
          },
        ],
      },
      {
        id: 'international-transfers',
        heading: 'Where information is stored and transferred',
        blocks: [
          {
            kind: 'paragraph',
            text: 'We store account and portfolio information on servers located in Canada. Some of our service providers, for example for email delivery, analytics or support, may process personal information in other countries, including the United States.',
          },
          {
            kind: 'paragraph',
            text: 'When information is processed outside Canada, it is protected by contract to a standard comparable to this policy, but it may be accessible to the courts, law enforcement and national security authorities of that country. Before communicating personal information outside Quebec, we assess whether it will be adequately protected, as Quebec law requires.',
          },
          {
            kind: 'paragraph',
            text: 'Some institutions require that their data remain in Canada. Where our agreement with an institution says so, we honour that requirement.',
          },
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep information',
        blocks: [
          {
            kind: 'paragraph',
            text: 'We keep personal information only as long as we need it for the purposes described in this policy, or as long as the law or our agreements with institutions require.',
          },
          {
            kind: 'list',
            items: [
              'Account and portfolio information is kept while the account is active. When an institution closes accounts or ends its subscription, we delete or anonymize the information within 90 days, after any export the institution requests.',
              'An account that has not been used for three years may be closed after we notify the account holder or the institution.',
              'Backups are overwritten on a rolling cycle, and deleted information disappears from them within 35 days.',
              'Security and sign-in logs are kept for up to 12 months, unless they are needed longer to investigate an incident.',
              'Analytics information is kept for up to 14 months.',
              'Billing records for institutions are kept as long as tax law requires, generally six years after the end of the year they relate to.',
            ],
          },
        ],
      },
      {
        id: 'security',
        heading: 'How we protect information',
        blocks: [
          {
            kind: 'paragraph',
            text: 'We use administrative, technical and physical safeguards suited to the sensitivity of the information, including:',
          },
          {
            kind: 'list',
            items: [
              'encryption of information in transit and at rest;',
              'passwords stored only in hashed form, and sign-in and reset links that expire and can be used only once;',
              'access to personal information limited to staff who need it, with multi-factor authentication, logging and regular reviews;',
              'privacy and security training for our staff, and confidentiality commitments from everyone who handles personal information; and',
              'regular testing and updates, and a plan for responding to incidents.',
            ],
          },
          {
            kind: 'paragraph',
            text: "No system is perfectly secure. If a breach of security safeguards creates a real risk of significant harm, we will notify the people affected, report it to the Office of the Privacy Commissioner of Canada and, where required, to the Commission d'accès à l'information du Québec or another provincial commissioner, and inform the institutions concerned.",
          },
          {
            kind: 'paragraph',
            text: 'You can help by keeping your password private, signing out on shared devices, and telling your school or us if you notice anything unusual.',
          },
        ],
      },
      {
        id: 'childrens-privacy',
        heading: "Children's privacy",
        blocks: [
          {
            kind: 'paragraph',
            text: 'Many of our users are students, and some of them are children. We take extra care with their information:',
          },
          {
            kind: 'list',
            items: [
              'children under 13 use the service only through their school, which arranges any consent needed, or with the consent of a parent or guardian; in Quebec, consent for a child under 14 is given by the parent or tutor;',
              "we collect only what is needed for career and education planning, and students' privacy settings are set to the most protective level by default;",
              'we do not show advertising to students, sell their information or use it to build marketing profiles; and',
              'we explain things to students in plain language suited to their age, in the service and in this policy.',
            ],
          },
          {
            kind: 'paragraph',
            text: "Parents and guardians who want to see, correct or delete their child's information should usually contact the child's school first, since the school manages the account. You may also write to privacy@example.org, and we will help or pass your request on to the school.",
          },
          {
            kind: 'paragraph',
            text: 'If we learn that we have collected information from a child without the consent required, we will delete it or make sure that consent is obtained.',
          },
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your rights',
        blocks: [
          { kind: 'paragraph', text: 'Subject to the law, you have the right to:' },
          {
            kind: 'list',
            items: [
              'access the personal information we hold about you, and learn how it has been used and to whom it has been disclosed;',
              'ask us to correct information that is inaccurate, incomplete or out of date;',
              'ask us to delete information, or to stop disseminating it, when it is no longer needed or was collected unlawfully;',
              'receive the information you provided in a structured, commonly used technological format, and have it sent to another organization (data portability); and',
              'withdraw your consent, or object to a particular use of your information, such as analytics.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'We do not make decisions about you based solely on automated processing. Career suggestions in the service are ideas for you to explore, not decisions.',
          },
          {
            kind: 'paragraph',
            text: 'To make a request, write to privacy@example.org, or to your institution if it manages your account. We may need to confirm your identity. We will respond within 30 days and will tell you if we need more time, as the law allows. In most cases, there is no charge.',
          },
          {
            kind: 'paragraph',
            text: "If you are not satisfied with our response, you may complain to the Office of the Privacy Commissioner of Canada (priv.gc.ca). If you live in Quebec, you may contact the Commission d'accès à l'information du Québec (cai.gouv.qc.ca). Residents of Alberta and British Columbia may also contact their provincial Information and Privacy Commissioner. If your account was created by a public school or school board, the privacy commissioner or ombudsperson of your province or territory may also be able to help.",
          },
        ],
      },
      {
        id: 'contact-us',
        heading: 'Contact us',
        blocks: [
          {
            kind: 'paragraph',
            text: 'For questions, requests or complaints about privacy, contact our Privacy Officer at privacy@example.org. For questions about our terms of use, write to legal@example.org.',
          },
          {
            kind: 'paragraph',
            text: 'We will acknowledge your message promptly and try to resolve your concern directly with you.',
          },
        ],
      },
      {
        id: 'changes-to-this-policy',
        heading: 'Changes to this policy',
        blocks: [
          {
            kind: 'paragraph',
            text: 'We review this policy regularly and update it when our practices or the law change. The date at the top shows when it was last updated.',
          },
          {
            kind: 'paragraph',
            text: 'If we make a significant change, for example to use personal information for a new purpose, we will tell you and your institution in the service or by email before the change takes effect, and we will ask for your consent where the law requires it.',
          },
        ],
      },
    ],
  },
}
