// Terms of use and privacy policy, UK English (en-GB). Section ids match en-CA and fr-CA.
import type { LegalContent } from './types'

export const legal: LegalContent = {
  tableOfContents: 'Contents',
  terms: {
    title: 'Terms of use',
    updated: '2026-11-01',
    intro:
      'These terms of use set out the rules for using Career and Education Planner, the online service that helps students explore careers and plan their education, and that lets parents and families, teachers and other school staff, workplace-learning administrators and higher-education users support them. Please read them carefully. If your school or organisation gave you your account, it has also agreed to these terms and may have its own rules about how you use the service.',
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
            text: 'Our privacy policy explains how we collect, use and protect personal data. It does not form part of this contract, but please read it too: it explains your rights.',
          },
          {
            kind: 'paragraph',
            text: 'If your school, academy trust, local authority, college, university or employer (an "institution") has signed a separate agreement with us, that agreement also applies to the institution. Where the two conflict, the institution\'s agreement prevails for that institution and its users.',
          },
          {
            kind: 'paragraph',
            text: 'If you use the service as a consumer, nothing in these terms affects your statutory rights.',
          },
        ],
      },
      {
        id: 'eligibility',
        heading: 'Who may use the service',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The service is for people in the United Kingdom who have been given an account or invited to create one, including:',
          },
          {
            kind: 'list',
            items: [
              'students whose school, college or other institution has set up an account for them;',
              "parents, carers and other family members invited to link to a student's account, usually by the student's school;",
              'teachers, careers advisers and administrators authorised by their institution; and',
              'workplace-learning administrators and higher-education users authorised by their organisation.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'If you are under 13, you may use the service only if your school has arranged your account, or if your parent or carer has given consent.',
          },
          {
            kind: 'paragraph',
            text: 'If you are under 16, please read these terms with a parent or carer. Where your account was not arranged by your school, your parent or carer must agree to these terms on your behalf. If you are under 18, you cannot be asked to pay for anything in the service.',
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
              'give accurate information when you activate or update your account, and keep your email address up to date so that password-reset and verification messages reach you;',
              'choose a strong password that you do not use on other sites, and never share it, even with friends or classmates;',
              'use the "Keep me signed in" option only on a device that you alone use, and sign out when you finish on a shared or public computer;',
              'do not forward the links we send by email to reset a password, activate an account or confirm a change: they are for you alone and work only for a limited time; and',
              'tell your school, or write to us at legal@example.org, straight away if you think someone else has used your account or knows your password.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'You are responsible for what happens under your account, unless it results from our failure to protect the service. We may ask you to change your password, or temporarily lock an account, when we see signs that it may be at risk.',
          },
          {
            kind: 'paragraph',
            text: 'Some people hold more than one kind of account, for example as a teacher and as a parent. Each account is covered by these terms and by the settings chosen by the institution that provides it.',
          },
        ],
      },
      {
        id: 'institutional-accounts',
        heading: 'Institutional accounts',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Schools, academy trusts, local authorities, colleges, universities and workplace-learning organisations can subscribe to the service for their students and staff. If you set up or manage the service for an institution, you confirm that you are authorised to accept these terms on its behalf.',
          },
          { kind: 'paragraph', text: 'An institution that subscribes to the service:' },
          {
            kind: 'list',
            items: [
              'decides who receives an account, what information is added to it, and which features, such as family access, are switched on;',
              'is responsible, as controller, for having a lawful basis and giving the privacy information that data protection law or its own policies require before adding students or staff, including information for parents and carers;',
              "makes sure its administrators and teachers follow these terms and use other users' information only for legitimate educational, careers guidance or workplace-learning purposes;",
              'keeps its administrator accounts secure and tells us promptly about any unauthorised use; and',
              'remains responsible for the decisions it makes about its students, such as course choices or placements, even when it uses information from the service.',
            ],
          },
          {
            kind: 'paragraph',
            text: "We process the personal data of an institution's users as its processor, on its documented instructions, as described in our privacy policy and in the data processing agreement required by Article 28 of the UK GDPR that we sign with each institution.",
          },
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Acceptable use',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Use the service respectfully, and only for career and education planning, teaching, careers guidance and related administration. You must not:',
          },
          {
            kind: 'list',
            items: [
              'post or share content that is unlawful, hateful, harassing or sexually explicit, or that threatens or bullies anyone;',
              "share another person's personal data without a legitimate reason and the authority to do so;",
              'pretend to be someone else, or sign in to an account that is not yours;',
              'try to get round security features, test the service for vulnerabilities without our written permission, or access information you are not authorised to see;',
              'upload viruses or other harmful code, or interfere with the normal operation of the service;',
              'use automated tools to scrape, copy or download content or data, except through the export features we provide;',
              'use the service to advertise or sell products, or to send unsolicited messages; or',
              'copy or resell the service, or use it to build a competing product.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'Behaviour that puts students at risk will be taken seriously and may be reported to the institution concerned under its safeguarding procedures. If you discover a security problem, please report it to legal@example.org instead of testing it further. We welcome responsible reports.',
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
            text: "Depending on your account and your institution's settings, teachers, careers advisers and linked parents or carers may be able to see parts of your portfolio. The service shows you who can see your work wherever possible.",
          },
          {
            kind: 'paragraph',
            text: 'You can download a copy of your portfolio while your account is active. When a student changes schools or leaves school, the institution may keep the account open or arrange for the portfolio to be exported before the account is closed.',
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
            text: 'The service, including its software, design, career and education information, assessments, text, graphics and logos, belongs to us or our licensors and is protected by copyright, trade mark and other laws. Logos of partner institutions belong to those institutions.',
          },
          {
            kind: 'paragraph',
            text: 'Subject to these terms, we give you a limited, personal, non-transferable right to use the service for its intended purpose while your account is active. You may print or save material from the service for your own planning or, if you are a teacher or adviser, for teaching and guidance within your institution. No other rights are granted.',
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
            text: 'Student, parent and family accounts provided through an institution are free for those users. Institutions pay the subscription fees set out in their order form, quotation or agreement.',
          },
          { kind: 'paragraph', text: 'For institutional subscriptions:' },
          {
            kind: 'list',
            items: [
              'we invoice fees in advance for each subscription term, unless the order form says otherwise;',
              'invoices are due within 30 days of the invoice date;',
              'fees are in pounds sterling and exclude VAT, which is added at the applicable rate and shown on the invoice;',
              'if an institution needs a purchase order number on its invoices, it should give us the number before the subscription starts; terms printed on a purchase order do not change these terms;',
              'if an institution disputes an invoice in good faith, it should tell us in writing before the due date and pay any undisputed part on time, and we will work with it to resolve the dispute promptly; and',
              'we may charge interest on overdue undisputed amounts under the Late Payment of Commercial Debts (Interest) Act 1998.',
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
            text: 'Fees are not refundable, except where these terms or the law provide otherwise. If an institution ends its subscription because of our breach that we did not remedy, we will refund the prepaid fees for the remainder of the term.',
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
                text: 'We may suspend access to an account, without notice, when that is reasonably necessary to protect the security of the service or of other users, to prevent serious harm or to comply with the law. We will restore access as soon as the reason for the suspension has been dealt with and, where appropriate, explain the reason to you or to your institution.',
              },
            ],
          },
          {
            id: 'termination-for-breach',
            heading: 'Termination for breach',
            blocks: [
              {
                kind: 'paragraph',
                text: 'If either party materially breaches these terms, the other party may give it written notice describing the breach. The party in breach then has 10 days after receiving the notice to remedy (cure) the breach. If the breach is not remedied within those 10 days, the other party may terminate the agreement, or the account concerned, by further written notice.',
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
                text: 'When an account or subscription ends, the right to use the service ends. Before that happens, users can download their portfolios and institutions can ask us to return their data. We then delete or anonymise personal data as described in our privacy policy.',
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
            text: 'We work hard to keep the service accurate, available and secure, but it is provided "as is" and "as available". Career, labour market, course and admissions information can change quickly, and assessments and suggestions are aids to reflection, not guarantees of any result. Please confirm important details, such as entry requirements and application deadlines, with the school, college, university or employer concerned.',
          },
          {
            kind: 'paragraph',
            text: 'To the extent permitted by law, we exclude all other warranties, conditions and terms, whether express or implied, including those of satisfactory quality, fitness for a particular purpose and non-infringement, and we do not promise that the service will be uninterrupted or free of errors.',
          },
          {
            kind: 'paragraph',
            text: 'Nothing in these terms affects your statutory rights as a consumer, including your rights under the Consumer Rights Act 2015 where they apply to you.',
          },
        ],
      },
      {
        id: 'limitation-of-liability',
        heading: 'Limitation of liability',
        blocks: [
          {
            kind: 'paragraph',
            text: 'To the extent permitted by law, neither party is liable to the other for indirect or consequential loss, or for loss of profits, revenue or data, arising out of or in connection with the service, even if it was told that such loss was possible.',
          },
          {
            kind: 'paragraph',
            text: 'To the extent permitted by law, our total liability for all claims relating to the service, whether in contract, tort (including negligence) or otherwise, is limited to the fees an institution paid us for the service in the 12 months before the event that gave rise to the claim or, for a user who has not paid fees, £100.',
          },
          {
            kind: 'paragraph',
            text: "Nothing in these terms excludes or limits liability for death or personal injury caused by negligence, for fraud or fraudulent misrepresentation, or for any other liability that cannot be excluded or limited by law. These limits also do not apply to a party's indemnity obligations or to an institution's obligation to pay fees that are due.",
          },
        ],
      },
      {
        id: 'indemnity',
        heading: 'Indemnity',
        blocks: [
          {
            kind: 'paragraph',
            text: 'This section applies to institutions, and to adults who use the service on behalf of an organisation. It does not apply to students, or to parents and families using the service for personal purposes.',
          },
          {
            kind: 'paragraph',
            text: "An institution will defend and indemnify us against claims by third parties arising from content that it or its users add to the service, from its failure to have a lawful basis or give the privacy information required by law, or from its users' breach of these terms. We will defend and indemnify an institution against claims by third parties that the service, as we provide it, infringes their intellectual property rights in the United Kingdom.",
          },
          {
            kind: 'paragraph',
            text: 'The party seeking protection must give the indemnifying party prompt written notice of the claim and reasonable cooperation. The indemnifying party has 30 days after receiving that notice to assume the defence of the claim, with solicitors reasonably acceptable to the other party. If it does not assume the defence within those 30 days, the other party may defend the claim itself, and the indemnifying party remains responsible for its reasonable costs of doing so.',
          },
          {
            kind: 'paragraph',
            text: "The indemnifying party may not settle a claim in a way that admits fault on behalf of the other party or imposes obligations on it without that party's written consent, which may not be unreasonably withheld or delayed.",
          },
        ],
      },
      {
        id: 'changes-to-these-terms',
        heading: 'Changes to these terms',
        blocks: [
          {
            kind: 'paragraph',
            text: 'We may update these terms from time to time, for example when we add features or when the law changes. We will publish the updated terms with a new "last updated" date.',
          },
          {
            kind: 'paragraph',
            text: "If a change materially affects your rights, we will give at least 30 days' notice by email or in the service before it takes effect, and we will notify institutions through their administrator contacts. Changes do not apply retrospectively.",
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
            text: 'These terms, and any dispute or claim arising out of or in connection with them, are governed by the law of England and Wales.',
          },
          {
            kind: 'paragraph',
            text: 'Before starting legal proceedings, please write to us at legal@example.org so that we can try to resolve the matter informally. If it is not resolved within 60 days, either party may bring it before the courts of England and Wales, which will have non-exclusive jurisdiction.',
          },
          {
            kind: 'paragraph',
            text: 'If you are a consumer living in Scotland or Northern Ireland, you may also bring proceedings in your local courts, and you keep the protection of the mandatory consumer law of the part of the United Kingdom where you live.',
          },
          {
            kind: 'paragraph',
            text: 'If a court finds any part of these terms unenforceable, the rest remains in effect. If we do not enforce a provision straight away, we do not give up our right to enforce it later.',
          },
        ],
      },
      {
        id: 'contact-us',
        heading: 'Contact us',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Questions about these terms can be sent to legal@example.org. Questions about privacy or personal data can be sent to privacy@example.org.',
          },
          {
            kind: 'paragraph',
            text: 'Students and families whose accounts were set up by a school can also ask their school for help with access, passwords and class settings.',
          },
          {
            kind: 'paragraph',
            text: 'Formal notices under these terms, such as a notice of breach or of a claim, must be given in writing: to us by email at legal@example.org, and to an institution at the administrator contact it has given us. A notice is treated as received on the business day after it is sent, unless the sender learns that it was not delivered.',
          },
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy policy',
    updated: '2026-11-01',
    intro:
      'This privacy policy explains how Career and Education Planner collects, uses, shares and protects personal data when students, parents and families, teachers and other school staff, workplace-learning administrators and higher-education users sign in and use our service. We have written it for students and families as well as for schools. If anything is unclear, please ask us at privacy@example.org.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who we are and our role',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Career and Education Planner provides an online career and education planning service in the United Kingdom. We comply with the UK General Data Protection Regulation (UK GDPR), the Data Protection Act 2018 and the Privacy and Electronic Communications Regulations (PECR).',
          },
          {
            kind: 'paragraph',
            text: 'Most accounts are created by a school, academy trust, local authority, college, university or workplace-learning organisation (an "institution"). In that case, the institution is the controller of its students\' and staff\'s personal data and decides how it is used, and we are its processor: we handle the data only on its documented instructions, under a written data processing agreement.',
          },
          {
            kind: 'paragraph',
            text: 'For our own purposes, such as security, billing, analytics and improving the service, we are the controller of the personal data we use. Our Data Protection Officer oversees our compliance with this policy and can be reached at privacy@example.org.',
          },
        ],
      },
      {
        id: 'information-we-collect',
        heading: 'Information we collect',
        blocks: [
          {
            kind: 'paragraph',
            text: 'We collect only the personal data we need to provide the service. It falls into three groups.',
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
                  'your name, username and type of account (student, parent or family, school staff, workplace-learning administrator or higher-education user);',
                  'your school or institution, your year group or course and, for students, a student number if the institution provides one;',
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
                text: 'As you use the planning tools, you may add career interests, answers to and results of assessments and surveys, goals, course and post-16 or post-18 plans, reflections, work experience, documents and other material to your portfolio. Teachers and careers advisers may add comments or record your progress. Because this content can say a great deal about you, we use it only to provide the service to you and your institution.',
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
            text: 'As PECR requires, we ask for your consent before setting any analytics cookie, and nothing of Google Analytics loads until you accept. If your browser sends Global Privacy Control, we treat it as a refusal. If you reject analytics cookies, or later withdraw your consent on the Cookies page, we send nothing more and delete those cookies.',
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
          { kind: 'paragraph', text: 'We use personal data to:' },
          {
            kind: 'list',
            items: [
              'create, activate and manage accounts, and let you sign in, reset your password and verify your email address;',
              'provide the planning tools and show your portfolio to you and to the teachers, advisers and family members who are allowed to see it;',
              'link parent and family accounts to students when the school invites them;',
              'send service messages, such as activation, password-reset and confirmation emails;',
              'prepare the reports and printed materials that institutions request for their students;',
              'protect the service and its users, detect fraud and misuse, and investigate security incidents;',
              'understand how the service is used and improve it, using aggregated or anonymised information wherever possible;',
              'bill institutions and manage our relationships with them; and',
              'comply with the law and respond to lawful requests.',
            ],
          },
          {
            kind: 'paragraph',
            text: "We do not sell personal data. We do not use students' data for targeted advertising, and we do not profile students for marketing.",
          },
        ],
      },
      {
        id: 'consent-and-legal-bases',
        heading: 'Our lawful bases',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Data protection law requires a lawful basis for each use of personal data. When we act as processor for an institution, the institution determines the lawful basis; schools and other public bodies usually rely on performing a task in the public interest. When we act as controller, we rely on:',
          },
          {
            kind: 'list',
            items: [
              'contract: to provide the service you or your institution signed up for, and to manage accounts and billing;',
              'legitimate interests: to keep the service secure, prevent misuse, and understand and improve the service, after weighing those interests against your rights, with particular care for children;',
              'legal obligation: to keep financial records and respond to lawful requests; and',
              'consent: for analytics cookies and for optional extras, such as adding a personal email address; you can withdraw your consent at any time without affecting earlier processing.',
            ],
          },
          {
            kind: 'paragraph',
            text: "We do not ask for special category data, such as health information or ethnic origin. If a student chooses to include such information in a reflection, we process it only to provide the service on the institution's instructions, and the institution is responsible for identifying the condition that permits it.",
          },
        ],
      },
      {
        id: 'sharing-information',
        heading: 'How we share information',
        blocks: [
          { kind: 'paragraph', text: 'We share personal data only as described below:' },
          {
            kind: 'list',
            items: [
              "with your institution: teachers, careers advisers and administrators authorised by your school or organisation can see the information they need for their role, such as a student's plans and progress;",
              "with parents and families: when a school links a parent or carer to a student, that parent or carer can see the parts of the student's account that the school makes available to families;",
              'with other schools, colleges or organisations: only when you ask us to, or when your institution does so with the authority to make that request;',
              'with processors: companies that host our systems, deliver our emails, or provide support or analytics tools, acting on our instructions under written contracts that require them to protect the data and use it only to provide their services to us;',
              "for legal reasons: when required by law, a court order or a lawful request from authorities, or when needed to protect someone's safety; and",
              'in a business transaction: if all or part of our organisation is merged or sold, personal data may be transferred to the new owner, who must continue to protect it as this policy describes.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'We may share aggregated or anonymised information that cannot reasonably be used to identify anyone, for example to report to an institution on how its users use the service.',
          },
        ],
      },
      {
        id: 'international-transfers',
        heading: 'Where information is stored and transferred',
        blocks: [
          {
            kind: 'paragraph',
            text: 'We store account and portfolio data on servers located in the United Kingdom. Some of our processors, for example for email delivery, analytics or support, may process personal data in the European Economic Area, the United States or other countries.',
          },
          {
            kind: 'paragraph',
            text: 'We transfer personal data outside the United Kingdom only where the destination is covered by UK adequacy regulations, or where we use an appropriate safeguard, such as the International Data Transfer Agreement issued by the ICO or the UK Addendum to the EU Standard Contractual Clauses, after assessing the risks of the transfer. You can ask us for more information about these safeguards.',
          },
          {
            kind: 'paragraph',
            text: 'Some institutions require that their data remain in the United Kingdom. Where our agreement with an institution says so, we honour that requirement.',
          },
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep information',
        blocks: [
          {
            kind: 'paragraph',
            text: 'We keep personal data only as long as we need it for the purposes described in this policy, or as long as the law or our agreements with institutions require.',
          },
          {
            kind: 'list',
            items: [
              'Account and portfolio data is kept while the account is active. When an institution closes accounts or ends its subscription, we delete or anonymise the data within 90 days, after returning any data the institution requests.',
              'An account that has not been used for three years may be closed after we notify the account holder or the institution.',
              'Backups are overwritten on a rolling cycle, and deleted data disappears from them within 35 days.',
              'Security and sign-in logs are kept for up to 12 months, unless they are needed longer to investigate an incident.',
              'Analytics data is kept for up to 14 months.',
              'Billing records for institutions are kept as long as tax law requires, generally six years after the end of the financial year they relate to.',
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
            text: 'We use technical and organisational measures suited to the sensitivity of the data, including:',
          },
          {
            kind: 'list',
            items: [
              'encryption of data in transit and at rest;',
              'passwords stored only in hashed form, and sign-in and reset links that expire and can be used only once;',
              'access to personal data limited to staff who need it, with multi-factor authentication, logging and regular reviews;',
              'data protection and security training for our staff, and confidentiality commitments from everyone who handles personal data; and',
              'regular testing and updates, and a plan for responding to incidents.',
            ],
          },
          {
            kind: 'paragraph',
            text: "No system is perfectly secure. If we suffer a personal data breach, we tell the institutions concerned without undue delay. Where we are the controller, we report the breach to the Information Commissioner's Office (ICO) within 72 hours of becoming aware of it, unless it is unlikely to result in a risk to people's rights, and we tell the people affected without undue delay if the risk to them is high.",
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
            text: "Many of our users are students, and some of them are children. We take extra care with their data and follow the ICO's Age Appropriate Design Code (the Children's code):",
          },
          {
            kind: 'list',
            items: [
              'children under 13 use the service only through their school, or with the consent of a parent or carer where we rely on consent;',
              "we collect only what is needed for career and education planning, and students' privacy settings are set to high privacy by default;",
              'we do not show advertising to students, sell their data or profile them for marketing, and we do not use design features that nudge them to share more; and',
              'we explain things to students in plain language suited to their age, in the service and in this policy.',
            ],
          },
          {
            kind: 'paragraph',
            text: "Parents and carers who want to see, correct or delete their child's data should usually contact the child's school first, since the school is the controller. You may also write to privacy@example.org, and we will help or pass your request on to the school.",
          },
          {
            kind: 'paragraph',
            text: 'If we learn that we have collected data from a child without the required consent or other lawful basis, we will delete it.',
          },
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your rights',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Under the UK GDPR and the Data Protection Act 2018, you have the right to:',
          },
          {
            kind: 'list',
            items: [
              'access the personal data we hold about you and receive a copy of it;',
              'ask us to correct (rectify) data that is inaccurate or incomplete;',
              'ask us to delete (erase) your data, or to restrict how we use it, in the circumstances the law sets out;',
              'receive the data you provided in a structured, commonly used and machine-readable format, and have it sent to another organisation (data portability); and',
              'object to our use of your data based on legitimate interests, and withdraw any consent you have given, such as for analytics cookies.',
            ],
          },
          {
            kind: 'paragraph',
            text: 'We do not make decisions about you based solely on automated processing that have legal or similarly significant effects. Career suggestions in the service are ideas for you to explore, not decisions.',
          },
          {
            kind: 'paragraph',
            text: 'To make a request, write to privacy@example.org, or to your institution if it manages your account, since it is the controller. We may need to confirm your identity. We will respond within one month, which the law allows us to extend by two further months for complex requests; we will tell you if we need to. In most cases, there is no charge.',
          },
          {
            kind: 'paragraph',
            text: "If you are not satisfied with our response, you have the right to complain to the Information Commissioner's Office (ICO), the UK's independent data protection regulator, at ico.org.uk. We would, however, appreciate the chance to deal with your concerns first.",
          },
        ],
      },
      {
        id: 'contact-us',
        heading: 'Contact us',
        blocks: [
          {
            kind: 'paragraph',
            text: 'For questions, requests or complaints about privacy, contact our Data Protection Officer at privacy@example.org. For questions about our terms of use, write to legal@example.org.',
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
            text: 'If we make a significant change, for example to use personal data for a new purpose, we will tell you and your institution in the service or by email before the change takes effect, and we will ask for your consent where the law requires it.',
          },
        ],
      },
    ],
  },
}
