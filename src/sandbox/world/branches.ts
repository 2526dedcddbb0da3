/**
 * The brand's 30 branches for /findstore and the receipt form: real places (coordinates from the map,
 * addresses with their postcodes) across Bangkok and twelve other provinces, so the nearest-first list,
 * the km distances and the by-province fallback look like the real thing. Ids 201-205 are kept: the
 * seeded receipts refer to them.
 */
import { imageUrl } from '@/sandbox/world/images';
import type { Store, Text2 } from '@/sandbox/world/types';

type Row = [id: number, name: Text2, address: Text2, lat: number, lng: number, hours: string, phone: string, province: keyof typeof PROVINCES];

const PROVINCES = {
  bkk: { code: '10', name: { th: 'กรุงเทพมหานคร', en: 'Bangkok' } },
  nbi: { code: '12', name: { th: 'นนทบุรี', en: 'Nonthaburi' } },
  spk: { code: '11', name: { th: 'สมุทรปราการ', en: 'Samut Prakan' } },
  pte: { code: '13', name: { th: 'ปทุมธานี', en: 'Pathum Thani' } },
  cmi: { code: '50', name: { th: 'เชียงใหม่', en: 'Chiang Mai' } },
  cri: { code: '57', name: { th: 'เชียงราย', en: 'Chiang Rai' } },
  pkt: { code: '83', name: { th: 'ภูเก็ต', en: 'Phuket' } },
  kkn: { code: '40', name: { th: 'ขอนแก่น', en: 'Khon Kaen' } },
  cbi: { code: '20', name: { th: 'ชลบุรี', en: 'Chon Buri' } },
  nma: { code: '30', name: { th: 'นครราชสีมา', en: 'Nakhon Ratchasima' } },
  ska: { code: '90', name: { th: 'สงขลา', en: 'Songkhla' } },
  pkn: { code: '77', name: { th: 'ประจวบคีรีขันธ์', en: 'Prachuap Khiri Khan' } },
  aya: { code: '14', name: { th: 'พระนครศรีอยุธยา', en: 'Phra Nakhon Si Ayutthaya' } },
} as const;

const cafe = (th: string, en: string): Text2 => ({ th: `แสงจันทร์ คาเฟ่ ${th}`, en: `Saengchan Café ${en}` });

const ROWS: Row[] = [
  [201, cafe('สยามสแควร์', 'Siam Square'), { th: '254 ซอยสยามสแควร์ 3 ถนนพระรามที่ 1 แขวงปทุมวัน เขตปทุมวัน กรุงเทพมหานคร 10330', en: '254 Siam Square Soi 3, Rama I Road, Pathum Wan, Bangkok 10330' }, 13.7449, 100.5332, '07:00-21:00', '021234567', 'bkk'],
  [202, cafe('อารีย์', 'Ari'), { th: '35 ซอยพหลโยธิน 7 แขวงพญาไท เขตพญาไท กรุงเทพมหานคร 10400', en: '35 Soi Phahon Yothin 7, Phaya Thai, Bangkok 10400' }, 13.7796, 100.5446, '07:00-20:00', '021234568', 'bkk'],
  [203, cafe('นิมมาน', 'Nimman'), { th: '12 ถนนนิมมานเหมินท์ ซอย 9 ตำบลสุเทพ อำเภอเมืองเชียงใหม่ เชียงใหม่ 50200', en: '12 Nimmanhaemin Road Soi 9, Suthep, Mueang Chiang Mai, Chiang Mai 50200' }, 18.7985, 98.9677, '08:00-22:00', '053123456', 'cmi'],
  [204, cafe('ภูเก็ตโอลด์ทาวน์', 'Phuket Old Town'), { th: '48 ถนนถลาง ตำบลตลาดใหญ่ อำเภอเมืองภูเก็ต ภูเก็ต 83000', en: '48 Thalang Road, Talat Yai, Mueang Phuket, Phuket 83000' }, 7.8863, 98.3891, '08:00-20:00', '076123456', 'pkt'],
  [205, cafe('ขอนแก่น', 'Khon Kaen'), { th: '99 ถนนศรีจันทร์ ตำบลในเมือง อำเภอเมืองขอนแก่น ขอนแก่น 40000', en: '99 Si Chan Road, Nai Mueang, Mueang Khon Kaen, Khon Kaen 40000' }, 16.4322, 102.8356, '07:30-20:30', '043123456', 'kkn'],
  [206, cafe('สีลม', 'Silom'), { th: '191 ถนนสีลม แขวงสีลม เขตบางรัก กรุงเทพมหานคร 10500', en: '191 Silom Road, Silom, Bang Rak, Bangkok 10500' }, 13.7262, 100.5234, '07:00-19:00', '021234569', 'bkk'],
  [207, cafe('อโศก', 'Asok'), { th: '2 ถนนสุขุมวิท 21 แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพมหานคร 10110', en: '2 Sukhumvit 21 Road, Khlong Toei Nuea, Watthana, Bangkok 10110' }, 13.7373, 100.5606, '07:00-21:00', '021234570', 'bkk'],
  [208, cafe('ทองหล่อ', 'Thong Lo'), { th: '88 ซอยสุขุมวิท 55 แขวงคลองตันเหนือ เขตวัฒนา กรุงเทพมหานคร 10110', en: '88 Soi Sukhumvit 55, Khlong Tan Nuea, Watthana, Bangkok 10110' }, 13.7309, 100.5831, '08:00-22:00', '021234571', 'bkk'],
  [209, cafe('เยาวราช', 'Yaowarat'), { th: '420 ถนนเยาวราช แขวงสัมพันธวงศ์ เขตสัมพันธวงศ์ กรุงเทพมหานคร 10100', en: '420 Yaowarat Road, Samphanthawong, Bangkok 10100' }, 13.7409, 100.5083, '09:00-22:00', '021234572', 'bkk'],
  [210, cafe('ท่าพระจันทร์', 'Tha Phra Chan'), { th: '5 ถนนมหาราช แขวงพระบรมมหาราชวัง เขตพระนคร กรุงเทพมหานคร 10200', en: '5 Maharat Road, Phra Borom Maha Ratchawang, Phra Nakhon, Bangkok 10200' }, 13.7556, 100.4893, '07:30-18:30', '021234573', 'bkk'],
  [211, cafe('จตุจักร', 'Chatuchak'), { th: '1 ถนนกำแพงเพชร 2 แขวงจตุจักร เขตจตุจักร กรุงเทพมหานคร 10900', en: '1 Kamphaeng Phet 2 Road, Chatuchak, Bangkok 10900' }, 13.7999, 100.5505, '08:00-20:00', '021234574', 'bkk'],
  [212, cafe('ลาดพร้าว', 'Lat Phrao'), { th: '1693 ถนนพหลโยธิน แขวงจตุจักร เขตจตุจักร กรุงเทพมหานคร 10900', en: '1693 Phahon Yothin Road, Chatuchak, Bangkok 10900' }, 13.8163, 100.5615, '10:00-21:00', '021234575', 'bkk'],
  [213, cafe('บางนา', 'Bang Na'), { th: '587 ถนนบางนา-ตราด แขวงบางนาใต้ เขตบางนา กรุงเทพมหานคร 10260', en: '587 Bang Na-Trat Road, Bang Na Tai, Bang Na, Bangkok 10260' }, 13.6685, 100.6349, '10:00-22:00', '021234576', 'bkk'],
  [214, cafe('อ่อนนุช', 'On Nut'), { th: '1 ซอยสุขุมวิท 77 แขวงสวนหลวง เขตสวนหลวง กรุงเทพมหานคร 10250', en: '1 Soi Sukhumvit 77, Suan Luang, Bangkok 10250' }, 13.7057, 100.6011, '07:00-20:00', '021234577', 'bkk'],
  [215, cafe('ไอคอนสยาม', 'Iconsiam'), { th: '299 ถนนเจริญนคร แขวงคลองต้นไทร เขตคลองสาน กรุงเทพมหานคร 10600', en: '299 Charoen Nakhon Road, Khlong Ton Sai, Khlong San, Bangkok 10600' }, 13.7267, 100.5102, '10:00-22:00', '021234578', 'bkk'],
  [216, cafe('บางซื่อ', 'Bang Sue'), { th: '1 ถนนกำแพงเพชร 5 แขวงจตุจักร เขตจตุจักร กรุงเทพมหานคร 10900', en: '1 Kamphaeng Phet 5 Road, Chatuchak, Bangkok 10900' }, 13.8043, 100.5399, '06:00-20:00', '021234579', 'bkk'],
  [217, cafe('งามวงศ์วาน', 'Ngam Wong Wan'), { th: '30/39 ถนนงามวงศ์วาน ตำบลบางกระสอ อำเภอเมืองนนทบุรี นนทบุรี 11000', en: '30/39 Ngam Wong Wan Road, Bang Krasor, Mueang Nonthaburi, Nonthaburi 11000' }, 13.8493, 100.5213, '10:00-21:00', '021234580', 'nbi'],
  [218, cafe('เมืองทองธานี', 'Muang Thong Thani'), { th: '99 ถนนป๊อปปูล่า ตำบลบ้านใหม่ อำเภอปากเกร็ด นนทบุรี 11120', en: '99 Popular Road, Ban Mai, Pak Kret, Nonthaburi 11120' }, 13.9131, 100.5485, '09:00-20:00', '021234581', 'nbi'],
  [219, cafe('เมกาบางนา', 'Mega Bangna'), { th: '39 หมู่ 6 ถนนบางนา-ตราด ตำบลบางแก้ว อำเภอบางพลี สมุทรปราการ 10540', en: '39 Moo 6, Bang Na-Trat Road, Bang Kaeo, Bang Phli, Samut Prakan 10540' }, 13.6474, 100.6803, '10:00-22:00', '021234582', 'spk'],
  [220, cafe('รังสิต', 'Rangsit'), { th: '94 ถนนพหลโยธิน ตำบลประชาธิปัตย์ อำเภอธัญบุรี ปทุมธานี 12130', en: '94 Phahon Yothin Road, Prachathipat, Thanyaburi, Pathum Thani 12130' }, 13.9896, 100.6176, '10:00-21:00', '021234583', 'pte'],
  [221, cafe('ท่าแพ', 'Tha Phae'), { th: '150 ถนนท่าแพ ตำบลช้างคลาน อำเภอเมืองเชียงใหม่ เชียงใหม่ 50100', en: '150 Tha Phae Road, Chang Khlan, Mueang Chiang Mai, Chiang Mai 50100' }, 18.7877, 98.9931, '07:00-21:00', '053123457', 'cmi'],
  [222, cafe('เชียงราย หอนาฬิกา', 'Chiang Rai Clock Tower'), { th: '9 ถนนบรรพปราการ ตำบลเวียง อำเภอเมืองเชียงราย เชียงราย 57000', en: '9 Banphaprakan Road, Wiang, Mueang Chiang Rai, Chiang Rai 57000' }, 19.9074, 99.8309, '07:30-20:00', '053123458', 'cri'],
  [223, cafe('ป่าตอง', 'Patong'), { th: '198 ถนนราษฎร์อุทิศ 200 ปี ตำบลป่าตอง อำเภอกะทู้ ภูเก็ต 83150', en: '198 Rat-U-Thit 200 Pi Road, Patong, Kathu, Phuket 83150' }, 7.8965, 98.2964, '09:00-23:00', '076123457', 'pkt'],
  [224, cafe('พัทยากลาง', 'Central Pattaya'), { th: '333/99 หมู่ 9 ถนนพัทยาสาย 2 ตำบลหนองปรือ อำเภอบางละมุง ชลบุรี 20150', en: '333/99 Moo 9, Pattaya Sai 2 Road, Nong Prue, Bang Lamung, Chon Buri 20150' }, 12.9347, 100.8836, '09:00-23:00', '038123456', 'cbi'],
  [225, cafe('บางแสน', 'Bang Saen'), { th: '58 ถนนบางแสนสาย 1 ตำบลแสนสุข อำเภอเมืองชลบุรี ชลบุรี 20130', en: '58 Bang Saen Sai 1 Road, Saen Suk, Mueang Chon Buri, Chon Buri 20130' }, 13.2858, 100.9176, '08:00-21:00', '038123457', 'cbi'],
  [226, cafe('โคราช', 'Korat'), { th: '1242/2 ถนนมิตรภาพ ตำบลในเมือง อำเภอเมืองนครราชสีมา นครราชสีมา 30000', en: '1242/2 Mittraphap Road, Nai Mueang, Mueang Nakhon Ratchasima, Nakhon Ratchasima 30000' }, 14.9799, 102.0776, '10:00-21:00', '044123456', 'nma'],
  [227, cafe('หาดใหญ่', 'Hat Yai'), { th: '9 ถนนเพชรเกษม ตำบลหาดใหญ่ อำเภอหาดใหญ่ สงขลา 90110', en: '9 Phet Kasem Road, Hat Yai, Hat Yai, Songkhla 90110' }, 7.0067, 100.4717, '08:00-21:00', '074123456', 'ska'],
  [228, cafe('หัวหิน', 'Hua Hin'), { th: '62 ถนนนเรศดำริห์ ตำบลหัวหิน อำเภอหัวหิน ประจวบคีรีขันธ์ 77110', en: '62 Naresdamri Road, Hua Hin, Hua Hin, Prachuap Khiri Khan 77110' }, 12.5707, 99.9609, '07:00-22:00', '032123456', 'pkn'],
  [229, cafe('อยุธยา', 'Ayutthaya'), { th: '126 ถนนโรจนะ ตำบลประตูชัย อำเภอพระนครศรีอยุธยา พระนครศรีอยุธยา 13000', en: '126 Rojana Road, Pratu Chai, Phra Nakhon Si Ayutthaya, Phra Nakhon Si Ayutthaya 13000' }, 14.3532, 100.5689, '08:00-19:00', '035123456', 'aya'],
  [230, cafe('มหาวิทยาลัยขอนแก่น', 'Khon Kaen University'), { th: '123 ถนนมิตรภาพ ตำบลในเมือง อำเภอเมืองขอนแก่น ขอนแก่น 40002', en: '123 Mittraphap Road, Nai Mueang, Mueang Khon Kaen, Khon Kaen 40002' }, 16.4747, 102.8233, '07:00-19:00', '043123457', 'kkn'],
];

const PICTURES = ['store-siam', 'store-ari', 'store-nimman', 'store-phuket', 'store-khonkaen'];

export function seedStores(): Store[] {
  return ROWS.map(([id, name, address, latitude, longitude, openHours, phone, province], index) => ({
    id,
    name,
    address,
    latitude,
    longitude,
    openHours,
    phone,
    provinceCode: PROVINCES[province].code,
    provinceName: PROVINCES[province].name,
    imageUrl: imageUrl(PICTURES[index % PICTURES.length] ?? 'store-siam'),
  }));
}
