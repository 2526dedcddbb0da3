/**
 * Official English names (Royal Thai General System, as the Department of Provincial Administration
 * publishes them) where the `thai-address-universal` dataset's English is missing or garbled. Its
 * compressed English table mangles many names ("Sinm" for สีลม, "Khnong Kum" for คลองกุ่ม, "Chompn" for
 * จอมพล), worst in Bangkok, where most of the sandbox's members live: every Bangkok sub-district is listed
 * here, plus the garbled districts and sub-districts found elsewhere by a scan of the whole dataset
 * (words that cannot be RTGS). Keyed by the Thai name (the same Thai name has the same English name, so
 * Saraburi's ตลาดน้อย gets Bangkok's 'Talat Noi').
 */

/** Bangkok's 175 sub-districts (khwaeng) of the dataset. */
const BANGKOK_SUBDISTRICTS: Record<string, string> = {
  คลองต้นไทร: 'Khlong Ton Sai', คลองสาน: 'Khlong San', บางลำภูล่าง: 'Bang Lamphu Lang', สมเด็จเจ้าพระยา: 'Somdet Chao Phraya',
  ทรายกองดิน: 'Sai Kong Din', ทรายกองดินใต้: 'Sai Kong Din Tai', บางชัน: 'Bang Chan', สามวาตะวันตก: 'Sam Wa Tawan Tok',
  สามวาตะวันออก: 'Sam Wa Tawan Ok', คลองตัน: 'Khlong Tan', คลองเตย: 'Khlong Toei', พระโขนง: 'Phra Khanong',
  คันนายาว: 'Khan Na Yao', รามอินทรา: 'Ram Inthra', จตุจักร: 'Chatuchak', จอมพล: 'Chom Phon', จันทรเกษม: 'Chan Kasem',
  ลาดยาว: 'Lat Yao', เสนานิคม: 'Sena Nikhom', จอมทอง: 'Chom Thong', บางขุนเทียน: 'Bang Khun Thian', บางค้อ: 'Bang Kho',
  บางมด: 'Bang Mot', ดอนเมือง: 'Don Mueang', สนามบิน: 'Sanambin', สีกัน: 'Si Kan', ดินแดง: 'Din Daeng', ดุสิต: 'Dusit',
  ถนนนครไชยศรี: 'Thanon Nakhon Chai Si', วชิรพยาบาล: 'Wachiraphayaban', สวนจิตรลดา: 'Suan Chitlada',
  สี่แยกมหานาค: 'Si Yaek Maha Nak', คลองชักพระ: 'Khlong Chak Phra', ฉิมพลี: 'Chimphli', ตลิ่งชัน: 'Taling Chan',
  บางพรม: 'Bang Phrom', บางระมาด: 'Bang Ramat', บางเชือกหนัง: 'Bang Chueak Nang', ทวีวัฒนา: 'Thawi Watthana',
  ศาลาธรรมสพน์: 'Sala Thammasop', ทุ่งครุ: 'Thung Khru', ดาวคะนอง: 'Dao Khanong', ตลาดพลู: 'Talat Phlu',
  บางยี่เรือ: 'Bang Yi Ruea', บุคคโล: 'Bukkhalo', วัดกัลยาณ์: 'Wat Kanlaya', สำเหร่: 'Samre', หิรัญรูจี: 'Hiran Ruchi',
  บางขุนนนท์: 'Bang Khun Non', บางขุนศรี: 'Bang Khun Si', บ้านช่างหล่อ: 'Ban Chang Lo', ศิริราช: 'Siri Rat',
  อรุณอัมรินทร์: 'Arun Amarin', วัดท่าพระ: 'Wat Tha Phra', วัดอรุณ: 'Wat Arun', คลองจั่น: 'Khlong Chan', หัวหมาก: 'Hua Mak',
  ท่าข้าม: 'Tha Kham', แสมดำ: 'Samae Dam', บางคอแหลม: 'Bang Kho Laem', บางโคล่: 'Bang Khlo', วัดพระยาไกร: 'Wat Phraya Krai',
  บางซื่อ: 'Bang Sue', วงศ์สว่าง: 'Wong Sawang', บางนาเหนือ: 'Bang Na Nuea', บางนาใต้: 'Bang Na Tai', บางบอน: 'Bang Bon',
  คลองบางพราน: 'Khlong Bang Phran', บางบำหรุ: 'Bang Bamru', บางพลัด: 'Bang Phlat', บางยี่ขัน: 'Bang Yi Khan', บางอ้อ: 'Bang O',
  บางรัก: 'Bang Rak', มหาพฤฒาราม: 'Maha Phruettharam', สีลม: 'Si Lom', สี่พระยา: 'Si Phraya', สุริยวงศ์: 'Suriyawong',
  ท่าแร้ง: 'Tha Raeng', อนุสาวรีย์: 'Anusawari', บางแค: 'Bang Khae', บางแคเหนือ: 'Bang Khae Nuea', บางไผ่: 'Bang Phai',
  หลักสอง: 'Lak Song', คลองกุ่ม: 'Khlong Kum', นวมินทร์: 'Nawamin', นวลจันทร์: 'Nuan Chan', ปทุมวัน: 'Pathum Wan',
  รองเมือง: 'Rong Mueang', ลุมพินี: 'Lumphini', วังใหม่: 'Wang Mai', ดอกไม้: 'Dokmai', ประเวศ: 'Prawet', หนองบอน: 'Nong Bon',
  คลองมหานาค: 'Khlong Maha Nak', บ้านบาตร: 'Ban Bat', ป้อมปราบ: 'Pom Prap', วัดเทพศิรินทร์: 'Wat Thep Sirin',
  วัดโสมนัส: 'Wat Sommanat', สามเสนใน: 'Sam Sen Nai', ชนะสงคราม: 'Chana Songkhram', ตลาดยอด: 'Talat Yot',
  บวรนิเวศ: 'Bowon Niwet', บางขุนพรหม: 'Bang Khun Phrom', บ้านพานถม: 'Ban Phan Thom',
  พระบรมมหาราชวัง: 'Phra Borom Maha Ratchawang', วังบูรพาภิรมย์: 'Wang Burapha Phirom', วัดราชบพิธ: 'Wat Ratchabophit',
  วัดสามพระยา: 'Wat Sam Phraya', ศาลเจ้าพ่อเสือ: 'San Chao Pho Suea', สำราญราษฎร์: 'Samran Rat', เสาชิงช้า: 'Sao Chingcha',
  บางจาก: 'Bang Chak', คลองขวาง: 'Khlong Khwang', คูหาสวรรค์: 'Khuha Sawan', บางด้วน: 'Bang Duan', บางหว้า: 'Bang Wa',
  บางแวก: 'Bang Waek', ปากคลองภาษีเจริญ: 'Pak Khlong Phasi Charoen', มีนบุรี: 'Min Buri', แสนแสบ: 'Saen Saep',
  ช่องนนทรี: 'Chong Nonsi', บางโพงพาง: 'Bang Phongphang', ถนนพญาไท: 'Thanon Phaya Thai', ถนนเพชรบุรี: 'Thanon Phetchaburi',
  ทุ่งพญาไท: 'Thung Phaya Thai', มักกะสัน: 'Makkasan', บางปะกอก: 'Bang Pakok', ราษฎร์บูรณะ: 'Rat Burana', ขุมทอง: 'Khum Thong',
  คลองสองต้นนุ่น: 'Khlong Song Ton Nun', คลองสามประเวศ: 'Khlong Sam Prawet', ทับยาว: 'Thap Yao', ลาดกระบัง: 'Lat Krabang',
  ลำปลาทิว: 'Lam Pla Thio', จรเข้บัว: 'Chorakhe Bua', ลาดพร้าว: 'Lat Phrao', คลองเจ้าคุณสิงห์: 'Khlong Chaokhun Sing',
  พลับพลา: 'Phlapphla', วังทองหลาง: 'Wang Thonglang', สะพานสอง: 'Saphan Song', คลองตันเหนือ: 'Khlong Tan Nuea',
  คลองเตยเหนือ: 'Khlong Toei Nuea', พระโขนงเหนือ: 'Phra Khanong Nuea', สวนหลวง: 'Suan Luang', อ่อนนุช: 'On Nut',
  พัฒนาการ: 'Phatthanakan', สะพานสูง: 'Saphan Sung', ราษฎร์พัฒนา: 'Rat Phatthana', ทับช้าง: 'Thap Chang',
  จักรวรรดิ์: 'Chakkrawat', ตลาดน้อย: 'Talat Noi', สัมพันธวงศ์: 'Samphanthawong', ทุ่งมหาเมฆ: 'Thung Maha Mek',
  ทุ่งวัดดอน: 'Thung Wat Don', ยานนาวา: 'Yan Nawa', คลองถนน: 'Khlong Thanon', สายไหม: 'Sai Mai', ออเงิน: 'O Ngoen',
  กระทุ่มราย: 'Krathum Rai', คลองสิบ: 'Khlong Sip', คลองสิบสอง: 'Khlong Sip Song', คู้ฝั่งเหนือ: 'Khu Fang Nuea',
  ลำต้อยติ่ง: 'Lam Toiting', ลำผักชี: 'Lam Phak Chi', หนองจอก: 'Nong Chok', โคกแฝด: 'Khok Faet',
  หนองค้างพลู: 'Nong Khang Phlu', หนองแขม: 'Nong Khaem', ตลาดบางเขน: 'Talat Bang Khen', ทุ่งสองห้อง: 'Thung Song Hong',
  บางกะปิ: 'Bang Kapi', สามเสนนอก: 'Sam Sen Nok', ห้วยขวาง: 'Huai Khwang',
};

/** Garbled sub-district names outside Bangkok (found by the scan). */
const OTHER_SUBDISTRICTS: Record<string, string> = {
  เกาะศรีบอยา: 'Ko Si Boya', สหกรณ์นิคม: 'Sahakon Nikhom', ปรังเผล: 'Prang Phle', สระพังทอง: 'Sa Phang Thong',
  กลางหมื่น: 'Klang Muen', นิคมทุ่งโพธิ์ทะเล: 'Nikhom Thung Pho Thale', บริบูรณ์: 'Boribun', ศรีสุขสำราญ: 'Si Suk Samran',
  คลองนครเนื่องเขต: 'Khlong Nakhon Nueang Khet', หมู่เกาะศรีอบยา: 'Mu Ko Si Op Ya', เกาะขี้นก: 'Ko Khi Nok', เกาะกระ: 'Ko Kra',
  แหลมกลัด: 'Laem Klat', ศรีษะทอง: 'Sisa Thong', สระว่านพระยา: 'Sa Wan Phraya', สระจรเข้: 'Sa Chorakhe',
  นิคมสร้างตนเอง: 'Nikhom Sang Ton Eng', สามตำบล: 'Sam Tambon', ราษฎร์นิยม: 'Rat Niyom', ศรีษะเกษ: 'Sisa Ket', รมณีย์: 'Rommani',
  นาโหนด: 'Na Not', ม่วงกลวง: 'Muang Kluang', พรหมมาสตร์: 'Phrommat', สำโรงปราสาท: 'Samrong Prasat', ศรีโนนงาม: 'Si Non Ngam',
  ปาล์มพัฒนา: 'Pam Phatthana', ตลาดกระทุ่มแบน: 'Talat Krathum Baen', บางโขมด: 'Bang Khamot', สร่างโศก: 'Sang Sok',
  ขุนโขลน: 'Khun Khlon', ธารเกษม: 'Than Kasem', พุกร่าง: 'Phu Krang', ซับสนุ่น: 'Sap Sanun', ลำพญากลาง: 'Lam Phaya Klang',
  บ้านกลับ: 'Ban Klap', ตระเปียงเตีย: 'Trapiang Tia', บ้านใหม่ไชยมงคล: 'Ban Mai Chai Mongkhon', สร้างถ่อน้อย: 'Sang Tho Noi',
};

/** Garbled district names (Bangkok's Sathon and Chachoengsao's Sanam Chai Khet). */
const DISTRICTS: Record<string, string> = { สาทร: 'Sathon', สนามชัยเขต: 'Sanam Chai Khet' };

/** The official English name of a district, or the dataset's when it is not known to be garbled. */
export function districtNameEn(nameTh: string, datasetName: string): string {
  return DISTRICTS[nameTh] ?? datasetName;
}

/** The official English name of a sub-district, or the dataset's when it is not known to be garbled. */
export function subDistrictNameEn(nameTh: string, datasetName: string): string {
  return BANGKOK_SUBDISTRICTS[nameTh] ?? OTHER_SUBDISTRICTS[nameTh] ?? datasetName;
}
