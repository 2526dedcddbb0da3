/**
 * Policy texts served by the blob handler at pdpaconsent/{appId}/{type}/{version}/{locale}.txt and
 * the cookie content at .../{locale}.json. Written as a Thai company's real notices would be, long
 * enough that the consent dialogs must be scrolled before Accept is enabled.
 */

type Section = [heading: string, ...paragraphs: string[]];

function html(title: string, intro: string, sections: Section[], footer: string): string {
  const body = sections
    .map(([heading, ...paragraphs]) => `<h3>${heading}</h3>${paragraphs.map((p) => `<p>${p}</p>`).join('')}`)
    .join('');
  return `<h2>${title}</h2><p>${intro}</p>${body}<p><em>${footer}</em></p>`;
}

const COMPANY_TH = 'บริษัท แสงจันทร์ คาเฟ่ แอนด์ ลิฟวิ่ง จำกัด';
const COMPANY_EN = 'Saengchan Café & Living Co., Ltd.';

const terms = {
  th: html(
    'ข้อกำหนดและเงื่อนไขการเป็นสมาชิก แสงจันทร์ รีวอร์ด',
    `ข้อกำหนดและเงื่อนไขนี้ใช้บังคับระหว่าง${COMPANY_TH} ("บริษัท") กับสมาชิกโครงการแสงจันทร์ รีวอร์ด ("สมาชิก") โปรดอ่านอย่างละเอียดก่อนกดยอมรับ การสมัครหรือใช้บริการถือว่าท่านได้อ่าน เข้าใจ และตกลงผูกพันตามข้อกำหนดนี้ทุกประการ`,
    [
      ['1. คุณสมบัติของสมาชิก', 'ผู้สมัครต้องเป็นบุคคลธรรมดาอายุไม่ต่ำกว่า 20 ปีบริบูรณ์ หรือได้รับความยินยอมจากผู้แทนโดยชอบธรรม และต้องมีหมายเลขโทรศัพท์มือถือที่ใช้งานได้ในประเทศไทย', 'สมาชิกหนึ่งคนสามารถมีบัญชีได้เพียงหนึ่งบัญชี บริษัทขอสงวนสิทธิ์ระงับบัญชีที่ซ้ำซ้อนหรือสมัครโดยใช้ข้อมูลอันเป็นเท็จ'],
      ['2. การสะสมคะแนน', 'สมาชิกได้รับ 1 คะแนนทุกการใช้จ่าย 25 บาท ที่ร้านแสงจันทร์ คาเฟ่ ทุกสาขา ยกเว้นการซื้อบัตรของขวัญ และสินค้าที่ร่วมรายการส่งเสริมการขายบางรายการ', 'คะแนนจากการอัปโหลดใบเสร็จจะได้รับการตรวจสอบและปรับปรุงภายใน 1–2 วันทำการ ใบเสร็จต้องมีอายุไม่เกิน 7 วันนับจากวันที่ซื้อ และต้องเห็นเลขที่ใบเสร็จ วันที่ และยอดชำระอย่างชัดเจน'],
      ['3. อายุของคะแนน', 'คะแนนมีอายุตามรอบที่บริษัทประกาศ คะแนนที่หมดอายุจะถูกตัดออกจากบัญชีโดยอัตโนมัติและไม่สามารถขอคืนได้ สมาชิกสามารถตรวจสอบคะแนนที่ใกล้หมดอายุได้ที่เมนูประวัติคะแนน'],
      ['4. การแลกของรางวัลและสิทธิพิเศษ', 'ของรางวัลมีจำนวนจำกัด และเป็นไปตามเงื่อนไขที่ระบุในแต่ละแคมเปญ เมื่อแลกแล้วไม่สามารถยกเลิก เปลี่ยนแปลง หรือแลกคืนเป็นคะแนนหรือเงินสดได้', 'โค้ดที่มีการจับเวลาจะหมดอายุเมื่อครบเวลาที่กำหนดหลังกดใช้ โปรดกดใช้โค้ดเมื่ออยู่ต่อหน้าพนักงานเท่านั้น', 'สำหรับของรางวัลที่จัดส่ง สมาชิกมีหน้าที่ตรวจสอบความถูกต้องของที่อยู่ บริษัทไม่รับผิดชอบต่อการจัดส่งที่ล้มเหลวจากที่อยู่ไม่ถูกต้อง'],
      ['5. กิจกรรมลุ้นรางวัล', 'การลุ้นรางวัลเป็นไปตามหลักเกณฑ์ที่ได้รับอนุญาตจากหน่วยงานที่เกี่ยวข้อง ผลการตัดสินของคณะกรรมการถือเป็นที่สุด ผู้ได้รับรางวัลมูลค่าตั้งแต่ 1,000 บาทขึ้นไปต้องชำระภาษีหัก ณ ที่จ่าย 5% ตามประมวลรัษฎากร'],
      ['6. ระดับสมาชิก', 'ระดับ Plus และ Plus X พิจารณาจากยอดใช้จ่ายสะสมในรอบ 12 เดือน สิทธิประโยชน์ของแต่ละระดับอาจเปลี่ยนแปลงได้ตามที่บริษัทประกาศ'],
      ['7. ความปลอดภัยของบัญชี', 'สมาชิกต้องเก็บรักษารหัสผ่านและรหัส OTP เป็นความลับ บริษัทจะไม่ขอรหัส OTP ทางโทรศัพท์หรือข้อความใด ๆ หากพบการใช้งานที่ผิดปกติ โปรดติดต่อศูนย์บริการสมาชิกทันที'],
      ['8. การระงับและยกเลิกสมาชิกภาพ', 'บริษัทอาจระงับหรือยกเลิกสมาชิกภาพหากพบการทุจริต การใช้ระบบโดยมิชอบ หรือการละเมิดข้อกำหนดนี้ โดยคะแนนคงเหลือทั้งหมดจะถูกยกเลิก', 'สมาชิกสามารถขอยกเลิกสมาชิกภาพได้ทุกเมื่อผ่านศูนย์บริการสมาชิก'],
      ['9. การเปลี่ยนแปลงข้อกำหนด', 'บริษัทอาจแก้ไขข้อกำหนดนี้เป็นครั้งคราว โดยจะแจ้งให้ทราบผ่านแอปพลิเคชันล่วงหน้าไม่น้อยกว่า 30 วัน การใช้บริการต่อหลังวันที่มีผลถือว่าสมาชิกยอมรับข้อกำหนดที่แก้ไขแล้ว'],
      ['10. กฎหมายที่ใช้บังคับ', 'ข้อกำหนดนี้อยู่ภายใต้กฎหมายแห่งราชอาณาจักรไทย ข้อพิพาทใด ๆ ให้อยู่ในเขตอำนาจของศาลไทย'],
      ['11. ติดต่อเรา', `${COMPANY_TH} เลขที่ 254 ซอยสยามสแควร์ 3 ถนนพระรามที่ 1 แขวงปทุมวัน เขตปทุมวัน กรุงเทพมหานคร 10330 โทร 02-123-4567 (ทุกวัน 08:00–20:00 น.) อีเมล member@saengchan.co.th`],
    ],
    'ฉบับที่ 1 มีผลบังคับใช้ตั้งแต่วันที่ 1 มกราคม 2568',
  ),
  en: html(
    'Saengchan Rewards membership terms and conditions',
    `These terms apply between ${COMPANY_EN} ("the Company") and members of the Saengchan Rewards programme ("members"). Please read them carefully before you accept. By signing up or using the service you confirm that you have read, understood and agree to be bound by these terms.`,
    [
      ['1. Eligibility', 'Applicants must be individuals aged 20 or over, or have the consent of a legal guardian, and must hold a working Thai mobile number.', 'Each person may hold one account only. The Company may suspend duplicate accounts or accounts opened with false information.'],
      ['2. Earning points', 'Members earn 1 point for every 25 baht spent at any Saengchan Café branch, except on gift cards and certain promotional items.', 'Points from uploaded receipts are checked and credited within 1–2 working days. Receipts must be no more than 7 days old and show the receipt number, date and amount clearly.'],
      ['3. Point expiry', 'Points expire on the cycle the Company announces. Expired points are removed automatically and cannot be restored. Members can see points about to expire in the point history.'],
      ['4. Redeeming rewards and privileges', 'Rewards are limited and subject to the conditions of each campaign. Once redeemed they cannot be cancelled, changed, or exchanged back for points or cash.', 'Timed codes expire when their time runs out after use. Use a code only in front of our staff.', 'For delivered rewards, members are responsible for a correct address. The Company is not liable for failed deliveries caused by an incorrect address.'],
      ['5. Lucky draws', 'Draws follow rules approved by the relevant authorities. The committee\u2019s decision is final. Winners of prizes worth 1,000 baht or more must pay 5% withholding tax under the Revenue Code.'],
      ['6. Member levels', 'Plus and Plus X levels are based on spending over 12 months. Level benefits may change as the Company announces.'],
      ['7. Account security', 'Members must keep their password and OTP codes secret. The Company never asks for an OTP by phone or message. If you notice unusual activity, contact member services immediately.'],
      ['8. Suspension and termination', 'The Company may suspend or terminate a membership in case of fraud, misuse of the system or breach of these terms; all remaining points are then cancelled.', 'Members may end their membership at any time through member services.'],
      ['9. Changes to these terms', 'The Company may amend these terms from time to time and will give at least 30 days\u2019 notice in the app. Continuing to use the service after the effective date means you accept the amended terms.'],
      ['10. Governing law', 'These terms are governed by the laws of the Kingdom of Thailand, and Thai courts have jurisdiction over any dispute.'],
      ['11. Contact us', `${COMPANY_EN}, 254 Siam Square Soi 3, Rama I Road, Pathum Wan, Bangkok 10330. Tel. 02-123-4567 (daily 08:00–20:00), e-mail member@saengchan.co.th`],
    ],
    'Version 1, effective 1 January 2025',
  ),
};

const privacy = {
  th: html(
    'ประกาศความเป็นส่วนตัวสำหรับสมาชิก',
    `${COMPANY_TH} ในฐานะผู้ควบคุมข้อมูลส่วนบุคคล ให้ความสำคัญกับการคุ้มครองข้อมูลส่วนบุคคลของท่านตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 ประกาศนี้อธิบายวิธีที่เราเก็บรวบรวม ใช้ และเปิดเผยข้อมูลของท่าน`,
    [
      ['1. ข้อมูลที่เราเก็บรวบรวม', 'ข้อมูลระบุตัวตน เช่น ชื่อ นามสกุล วันเกิด เพศ เลขประจำตัวประชาชน (เฉพาะกรณีขอใบกำกับภาษีหรือรับรางวัล)', 'ข้อมูลการติดต่อ เช่น หมายเลขโทรศัพท์ อีเมล ที่อยู่จัดส่ง และที่อยู่สำหรับออกใบกำกับภาษี', 'ข้อมูลการทำธุรกรรม เช่น ประวัติการซื้อ การสะสมและการใช้คะแนน ใบเสร็จที่อัปโหลด', 'ข้อมูลทางเทคนิค เช่น รหัสอุปกรณ์ ระบบปฏิบัติการ ตัวระบุบัญชี LINE และคุกกี้'],
      ['2. วัตถุประสงค์และฐานทางกฎหมาย', 'เพื่อปฏิบัติตามสัญญาสมาชิก ได้แก่ การสะสมและแลกคะแนน การจัดส่งของรางวัล และการให้บริการลูกค้า', 'เพื่อประโยชน์โดยชอบด้วยกฎหมาย ได้แก่ การป้องกันการทุจริต การรักษาความปลอดภัยของระบบ และการปรับปรุงบริการ', 'เพื่อปฏิบัติตามกฎหมาย เช่น กฎหมายภาษีอากรและการจับรางวัล', 'เพื่อการตลาดแบบเฉพาะบุคคล เฉพาะเมื่อได้รับความยินยอมจากท่าน'],
      ['3. การเปิดเผยข้อมูล', 'เราอาจเปิดเผยข้อมูลแก่ผู้ให้บริการที่ทำงานในนามของเรา เช่น ผู้ให้บริการระบบสมาชิก ผู้ให้บริการขนส่ง และผู้ให้บริการคลาวด์ ภายใต้สัญญาที่กำหนดมาตรฐานการคุ้มครองข้อมูล', 'เราจะไม่ขายข้อมูลส่วนบุคคลของท่านให้แก่บุคคลภายนอก'],
      ['4. การส่งข้อมูลไปต่างประเทศ', 'ข้อมูลบางส่วนอาจถูกจัดเก็บบนระบบคลาวด์ในประเทศสิงคโปร์ ซึ่งมีมาตรฐานการคุ้มครองข้อมูลที่เพียงพอ และเรามีมาตรการป้องกันที่เหมาะสม'],
      ['5. ระยะเวลาการเก็บรักษา', 'เราเก็บข้อมูลตลอดระยะเวลาที่ท่านเป็นสมาชิก และต่อไปอีก 10 ปีหลังสิ้นสุดสมาชิกภาพ เพื่อการใช้สิทธิเรียกร้องตามกฎหมาย หรือตามที่กฎหมายกำหนด'],
      ['6. สิทธิของเจ้าของข้อมูล', 'ท่านมีสิทธิขอเข้าถึง ขอรับสำเนา แก้ไข ลบ ระงับการใช้ คัดค้าน และขอโอนย้ายข้อมูลส่วนบุคคล รวมถึงถอนความยินยอมได้ทุกเมื่อ โดยไม่กระทบต่อการประมวลผลที่ได้ทำไปก่อนหน้า', 'ท่านมีสิทธิร้องเรียนต่อสำนักงานคณะกรรมการคุ้มครองข้อมูลส่วนบุคคล'],
      ['7. มาตรการรักษาความปลอดภัย', 'เราใช้การเข้ารหัสข้อมูลระหว่างการรับส่ง การจำกัดสิทธิ์การเข้าถึง และการตรวจสอบระบบอย่างสม่ำเสมอ'],
      ['8. ติดต่อเจ้าหน้าที่คุ้มครองข้อมูลส่วนบุคคล', 'อีเมล dpo@saengchan.co.th หรือทางไปรษณีย์ถึงเจ้าหน้าที่คุ้มครองข้อมูลส่วนบุคคล ตามที่อยู่ของบริษัท'],
    ],
    'ฉบับที่ 1 ปรับปรุงล่าสุดวันที่ 1 มกราคม 2568',
  ),
  en: html(
    'Privacy notice for members',
    `${COMPANY_EN}, as data controller, protects your personal data under the Personal Data Protection Act B.E. 2562 (2019). This notice explains how we collect, use and disclose your data.`,
    [
      ['1. Data we collect', 'Identity data such as name, surname, date of birth, gender and national ID number (only for tax invoices or prize claims).', 'Contact data such as mobile number, e-mail, delivery address and tax invoice address.', 'Transaction data such as purchase history, points earned and used, and uploaded receipts.', 'Technical data such as device identifier, operating system, LINE account identifier and cookies.'],
      ['2. Purposes and legal bases', 'To perform the membership contract: earning and redeeming points, delivering rewards and customer service.', 'For legitimate interests: preventing fraud, keeping our systems secure and improving our services.', 'To comply with the law, such as tax and lucky-draw regulations.', 'For personalised marketing, only with your consent.'],
      ['3. Disclosure', 'We may share data with service providers acting on our behalf, such as our membership platform, couriers and cloud providers, under contracts that set data-protection standards.', 'We never sell your personal data.'],
      ['4. Transfers abroad', 'Some data may be stored in the cloud in Singapore, which has adequate data-protection standards, with appropriate safeguards in place.'],
      ['5. Retention', 'We keep your data for as long as you are a member and for 10 years afterwards, to establish legal claims or as the law requires.'],
      ['6. Your rights', 'You may request access to, a copy of, correction, erasure, restriction of, objection to and portability of your personal data, and withdraw consent at any time without affecting earlier processing.', 'You may lodge a complaint with the Office of the Personal Data Protection Committee.'],
      ['7. Security', 'We use encryption in transit, access restrictions and regular system reviews.'],
      ['8. Contact our data protection officer', 'E-mail dpo@saengchan.co.th, or write to the Data Protection Officer at the Company\u2019s address.'],
    ],
    'Version 1, last updated 1 January 2025',
  ),
};

const marketing = {
  th: html(
    'ความยินยอมรับข้อมูลข่าวสารและสิทธิพิเศษ',
    `ท่านสามารถเลือกรับข่าวสาร โปรโมชัน และสิทธิพิเศษจาก${COMPANY_TH} และพันธมิตรทางธุรกิจ ผ่านช่องทางที่ท่านเลือก`,
    [
      ['ช่องทางการติดต่อ', 'SMS: แจ้งโปรโมชันเฉพาะสาขาใกล้ท่านและคะแนนที่ใกล้หมดอายุ', 'LINE: ข่าวสารเมนูใหม่และคูปองพิเศษผ่าน LINE Official Account', 'อีเมล: จดหมายข่าวรายเดือนและสิทธิพิเศษวันเกิด'],
      ['การวิเคราะห์ข้อมูลเพื่อนำเสนอสิทธิพิเศษ', 'เราจะวิเคราะห์ประวัติการซื้อและการแลกคะแนนของท่าน เพื่อนำเสนอสิทธิประโยชน์ที่ตรงกับความสนใจ'],
      ['การถอนความยินยอม', 'ท่านสามารถเปลี่ยนแปลงหรือถอนความยินยอมได้ทุกเมื่อที่เมนูโปรไฟล์ > นโยบายและข้อตกลง > การตลาด โดยไม่มีผลต่อสิทธิการเป็นสมาชิก'],
    ],
    'ฉบับที่ 1',
  ),
  en: html(
    'Consent to receive news and privileges',
    `You can choose to receive news, promotions and privileges from ${COMPANY_EN} and its business partners through the channels you select.`,
    [
      ['Channels', 'SMS: promotions at branches near you and points about to expire.', 'LINE: new menu items and special coupons from our LINE Official Account.', 'E-mail: a monthly newsletter and birthday privileges.'],
      ['Profiling for privileges', 'We analyse your purchase and redemption history to offer privileges that match your interests.'],
      ['Withdrawing consent', 'You can change or withdraw your consent at any time under Profile > Legal policy > Marketing; your membership is not affected.'],
    ],
    'Version 1',
  ),
};

const age = {
  th: html(
    'การยืนยันอายุ',
    'บริการบางส่วน รวมถึงกิจกรรมลุ้นรางวัล สงวนสิทธิ์สำหรับผู้ที่มีอายุ 20 ปีบริบูรณ์ขึ้นไปเท่านั้น',
    [
      ['คำยืนยัน', 'ข้าพเจ้ายืนยันว่ามีอายุ 20 ปีบริบูรณ์ขึ้นไป และข้อมูลวันเกิดที่ให้ไว้เป็นความจริง', 'หากข้าพเจ้ามีอายุต่ำกว่า 20 ปี ข้าพเจ้าได้รับความยินยอมจากผู้ปกครองหรือผู้แทนโดยชอบธรรมแล้ว'],
      ['ผลของการให้ข้อมูลอันเป็นเท็จ', 'บริษัทขอสงวนสิทธิ์เพิกถอนรางวัลและระงับบัญชี หากพบว่าข้อมูลอายุไม่เป็นความจริง'],
    ],
    'ฉบับที่ 20',
  ),
  en: html(
    'Age confirmation',
    'Some services, including lucky draws, are reserved for people aged 20 or over.',
    [
      ['Confirmation', 'I confirm that I am 20 years of age or older and that the date of birth I gave is true.', 'If I am under 20, I have the consent of my parent or legal guardian.'],
      ['False information', 'The Company may withdraw prizes and suspend the account if the age information proves untrue.'],
    ],
    'Version 20',
  ),
};

const cookie = {
  th: html(
    'นโยบายคุกกี้',
    'เว็บไซต์และแอปของเราใช้คุกกี้และเทคโนโลยีที่คล้ายกัน เพื่อให้บริการทำงานได้อย่างถูกต้องและเพื่อทำความเข้าใจการใช้งานของท่าน',
    [
      ['คุกกี้ที่จำเป็น', 'ใช้เพื่อการเข้าสู่ระบบ การจดจำภาษา และความปลอดภัย ไม่สามารถปิดได้'],
      ['คุกกี้เพื่อการวิเคราะห์', 'ช่วยให้เราทราบจำนวนผู้เข้าชมและหน้าที่ได้รับความนิยม ข้อมูลถูกรวบรวมแบบไม่ระบุตัวตน'],
      ['คุกกี้เพื่อการใช้งาน', 'จดจำการตั้งค่าของท่าน เช่น สาขาที่ใช้บ่อย'],
      ['คุกกี้เพื่อการตลาด', 'ใช้แสดงโฆษณาที่เกี่ยวข้องกับท่านบนแพลตฟอร์มของพันธมิตร'],
    ],
    'ฉบับที่ 1',
  ),
  en: html(
    'Cookie policy',
    'Our website and app use cookies and similar technologies to work properly and to understand how you use them.',
    [
      ['Necessary cookies', 'Used for sign-in, remembering your language and security. They cannot be switched off.'],
      ['Analytics cookies', 'Tell us how many people visit and which pages are popular, collected anonymously.'],
      ['Functional cookies', 'Remember your settings, such as your usual branch.'],
      ['Marketing cookies', 'Used to show you relevant advertising on partner platforms.'],
    ],
    'Version 1',
  ),
};

/** Consent document types served as text. */
export type PolicyType = 'terms' | 'privacy' | 'marketing' | 'age' | 'cookie';

/**
 * Terms version 2: adds how policy changes are announced and asked for again. Members who accepted
 * version 1 are asked to accept this one after signing in.
 */
const termsV2 = {
  th: terms.th
    .replace(
      '<h3>11. ติดต่อเรา</h3>',
      '<h3>11. การขอความยินยอมใหม่</h3><p>เมื่อบริษัทปรับปรุงข้อกำหนดนี้หรือนโยบายความเป็นส่วนตัว แอปจะแสดงฉบับใหม่ให้สมาชิกอ่านและกดยอมรับหลังเข้าสู่ระบบ หากไม่ยอมรับ สมาชิกสามารถออกจากระบบได้ และคะแนนสะสมยังคงอยู่จนกว่าจะหมดอายุตามปกติ</p><h3>12. ติดต่อเรา</h3>',
    )
    .replace('ฉบับที่ 1 มีผลบังคับใช้ตั้งแต่วันที่ 1 มกราคม 2568', 'ฉบับที่ 2 มีผลบังคับใช้ตั้งแต่วันที่ 1 พฤศจิกายน 2569'),
  en: terms.en
    .replace(
      '<h3>11. Contact us</h3>',
      '<h3>11. Asking for your consent again</h3><p>When the Company updates these terms or the privacy notice, the app shows the new version after you sign in and asks you to accept it. If you do not accept, you may sign out; your points stay until they expire as usual.</p><h3>12. Contact us</h3>',
    )
    .replace('Version 1, effective 1 January 2025', 'Version 2, effective 1 November 2026'),
};

const policyTexts: Record<PolicyType, { th: string; en: string }> = { terms: termsV2, privacy, marketing, age, cookie };

/** Earlier versions still published (a member may have accepted one of them). */
const earlierTexts: Partial<Record<PolicyType, Record<string, { th: string; en: string }>>> = { terms: { '1': terms } };

/** The text of `type` at `version`: the current text, an earlier published one, or undefined. */
export function policyTextAt(type: PolicyType, version: string, currentVersion: string): { th: string; en: string } | undefined {
  if (version === currentVersion) return policyTexts[type];
  return earlierTexts[type]?.[version];
}

interface CookieItem {
  header: string;
  text1: string;
  body: string;
  text2: string;
  url: string;
  remark: string;
  isDisabled: boolean;
}

/** Cookie consent content (spec section 3, "Cookie content"). */
export interface CookieContent {
  header: string;
  body: string;
  footer: string;
  show_content: string;
  hide_content: string;
  cookies: Record<string, CookieItem>;
}

function item(header: string, body: string, isDisabled = false, remark = ''): CookieItem {
  return { header, text1: header, body, text2: body, url: '', remark, isDisabled };
}

export const cookieContent: { th: CookieContent; en: CookieContent } = {
  th: {
    header: 'การตั้งค่าคุกกี้',
    body: 'เราใช้คุกกี้เพื่อให้เว็บไซต์ทำงานได้ดีและเพื่อปรับปรุงประสบการณ์ของท่าน ท่านสามารถเลือกยอมรับหรือปฏิเสธคุกกี้แต่ละประเภทได้ ยกเว้นคุกกี้ที่จำเป็น',
    footer: 'ท่านสามารถเปลี่ยนการตั้งค่าได้ทุกเมื่อที่เมนูโปรไฟล์ > นโยบายและข้อตกลง > คุกกี้',
    show_content: 'แสดงรายละเอียด',
    hide_content: 'ซ่อนรายละเอียด',
    cookies: {
      necessaryCookies: item('คุกกี้ที่จำเป็น', 'จำเป็นต่อการเข้าสู่ระบบ การจดจำภาษา และความปลอดภัยของบัญชี', true, 'เปิดใช้งานเสมอ'),
      analyticsBzbsCookies: item('คุกกี้วิเคราะห์การใช้งานของแอป', 'ช่วยให้เราเข้าใจการใช้งานหน้าต่าง ๆ ของแอปเพื่อปรับปรุงบริการ'),
      functionalCookies: item('คุกกี้เพื่อการใช้งาน', 'จดจำการตั้งค่าของท่าน เช่น สาขาที่ใช้บ่อยและตัวกรองหมวดหมู่'),
      marketingCookies: item('คุกกี้เพื่อการตลาด', 'ใช้แสดงโฆษณาและข้อเสนอที่เกี่ยวข้องกับท่าน'),
      analyticsFirebaseCookies: item('คุกกี้วิเคราะห์ (Firebase)', 'สถิติการใช้งานแบบไม่ระบุตัวตนผ่านบริการวิเคราะห์ของแอป'),
      analyticsGoogleCookies: item('คุกกี้วิเคราะห์ (Google)', 'สถิติจำนวนผู้เข้าชมและหน้าที่ได้รับความนิยม'),
      analyticsMetaCookies: item('คุกกี้วิเคราะห์ (Meta)', 'วัดผลแคมเปญโฆษณาบนแพลตฟอร์มโซเชียล'),
      analyticsOtherCookies: item('คุกกี้วิเคราะห์อื่น ๆ', 'เครื่องมือวิเคราะห์อื่นของพันธมิตรที่ได้รับอนุญาต'),
    },
  },
  en: {
    header: 'Cookie settings',
    body: 'We use cookies to make the site work well and to improve your experience. You can accept or reject each kind of cookie except the necessary ones.',
    footer: 'You can change these settings at any time under Profile > Legal policy > Cookies.',
    show_content: 'Show details',
    hide_content: 'Hide details',
    cookies: {
      necessaryCookies: item('Necessary cookies', 'Needed for sign-in, remembering your language and account security.', true, 'Always on'),
      analyticsBzbsCookies: item('App analytics cookies', 'Help us understand how the app\u2019s pages are used so we can improve them.'),
      functionalCookies: item('Functional cookies', 'Remember your settings, such as your usual branch and category filters.'),
      marketingCookies: item('Marketing cookies', 'Used to show advertising and offers relevant to you.'),
      analyticsFirebaseCookies: item('Analytics cookies (Firebase)', 'Anonymous usage statistics through the app analytics service.'),
      analyticsGoogleCookies: item('Analytics cookies (Google)', 'Visitor numbers and popular pages.'),
      analyticsMetaCookies: item('Analytics cookies (Meta)', 'Measure advertising campaigns on social platforms.'),
      analyticsOtherCookies: item('Other analytics cookies', 'Other approved partner analytics tools.'),
    },
  },
};
