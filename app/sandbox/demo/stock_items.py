"""Demo company: stock items, their dynamic properties, and stock on hand.

Nile Trading sells electronics and home appliances, stationery and household goods. About
200 items: serial-tracked appliances and devices, stationery sold by the piece, box and
carton (unit-of-measure chains), grouping items whose children vary by the two dynamic
properties Color and Size, a few discontinued (inactive) items, and stock on hand in every
warehouse the warehouses part created.

Classifications, brands, taxes and warehouses come from earlier parts and are found by SQL;
when a part left them out (or is not there yet), items are written without them.
``generate_stock_items`` writes any number of further plausible items, for load tests.
"""

from __future__ import annotations

import random
import sqlite3
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from app.sandbox.books.work_orders import WorkOrderHeader, WorkOrderLine, record_receipt_in_bulk
from app.sandbox.db import utc_now
from app.sandbox.resources.item_coding import CodeKind, reserve_codes

# -- what the company sells ----------------------------------------------------------------------
ELECTRONICS = "Electronics"
STATIONERY = "Stationery"
HOUSEHOLD = "Household"

PROPERTIES = {
    "Color": ("Black", "White", "Blue", "Red", "Green", "Yellow", "Silver"),
    "Size": ("S", "M", "L", "XL"),
}


@dataclass(frozen=True)
class Units:
    """A unit-of-measure chain: (name, base units in one) from the smallest up."""

    units: tuple[tuple[str, float], ...]


PIECE_BOX_CARTON = Units((("Piece", 1), ("Box", 12), ("Carton", 144)))
REAM_BOX = Units((("Ream", 1), ("Box", 5)))
PIECE_DOZEN = Units((("Piece", 1), ("Dozen", 12)))
PIECE_PACK10 = Units((("Piece", 1), ("Pack of 10", 10)))
BAG_CARTON = Units((("Bag", 1), ("Carton", 6)))


@dataclass(frozen=True)
class Product:
    english: str
    arabic: str
    price: float
    part_number: str | None = None


@dataclass(frozen=True)
class Family:
    """Products that share a category, brand, tax and tracking."""

    category: str
    sku_prefix: str
    brand: str | None
    products: tuple[Product, ...]
    serials: bool = False
    units: Units | None = None
    tax: str = "VAT 14%"
    warranty: str | None = None


@dataclass(frozen=True)
class Grouping:
    """A grouping item whose children are the combinations of property values."""

    category: str
    sku_prefix: str
    brand: str | None
    english: str
    arabic: str
    price: float
    variants: dict[str, tuple[str, ...]] = field(default_factory=dict)
    units: Units | None = None


def _p(english: str, arabic: str, price: float, part_number: str | None = None) -> Product:
    return Product(english, arabic, price, part_number)


# Data tables, kept one product per line.
# fmt: off
FAMILIES: tuple[Family, ...] = (
    Family(ELECTRONICS, "TV-SAM", "Samsung", (
        _p("Samsung 32-inch HD LED TV", "تلفزيون سامسونج 32 بوصة HD LED", 7_450, "UA32T5300"),
        _p("Samsung 43-inch Full HD Smart TV",
           "تلفزيون سامسونج 43 بوصة فل اتش دي سمارت", 13_900, "UA43T5300"),
        _p("Samsung 50-inch 4K Crystal UHD TV",
           "تلفزيون سامسونج 50 بوصة 4K كريستال", 18_750, "UA50CU7000"),
        _p("Samsung 55-inch 4K Crystal UHD TV",
           "تلفزيون سامسونج 55 بوصة 4K كريستال", 22_400, "UA55CU7000"),
        _p("Samsung 65-inch 4K Crystal UHD TV",
           "تلفزيون سامسونج 65 بوصة 4K كريستال", 34_900, "UA65CU7000"),
    ), serials=True, warranty="2 years"),
    Family(ELECTRONICS, "TV-LG", "LG", (
        _p("LG 32-inch HD Smart TV", "تلفزيون ال جي 32 بوصة سمارت", 7_900, "32LQ63006LA"),
        _p("LG 43-inch 4K UHD Smart TV", "تلفزيون ال جي 43 بوصة 4K سمارت", 14_600, "43UR78006LL"),
        _p("LG 55-inch 4K UHD Smart TV", "تلفزيون ال جي 55 بوصة 4K سمارت", 23_250, "55UR78006LL"),
        _p("LG 65-inch 4K UHD Smart TV", "تلفزيون ال جي 65 بوصة 4K سمارت", 36_500, "65UR78006LL"),
    ), serials=True, warranty="2 years"),
    Family(ELECTRONICS, "TV-TOS", "Toshiba", (
        _p("Toshiba 32-inch HD LED TV", "تلفزيون توشيبا 32 بوصة HD LED", 6_850, "32S25KE"),
        _p("Toshiba 43-inch Full HD Smart TV",
           "تلفزيون توشيبا 43 بوصة فل اتش دي سمارت", 12_300, "43V35KE"),
        _p("Toshiba 50-inch 4K Smart TV", "تلفزيون توشيبا 50 بوصة 4K سمارت", 16_950, "50C350LE"),
    ), serials=True, warranty="2 years"),
    Family(ELECTRONICS, "MOB-SAM", "Samsung", (
        _p("Samsung Galaxy A15 128 GB", "سامسونج جالاكسي A15 سعة 128 جيجا", 7_499, "SM-A155F"),
        _p("Samsung Galaxy A25 5G 256 GB",
           "سامسونج جالاكسي A25 5G سعة 256 جيجا", 10_499, "SM-A256E"),
        _p("Samsung Galaxy A35 5G 256 GB",
           "سامسونج جالاكسي A35 5G سعة 256 جيجا", 13_999, "SM-A356E"),
        _p("Samsung Galaxy A55 5G 256 GB",
           "سامسونج جالاكسي A55 5G سعة 256 جيجا", 18_499, "SM-A556E"),
        _p("Samsung Galaxy S24 256 GB", "سامسونج جالاكسي S24 سعة 256 جيجا", 41_999, "SM-S921B"),
    ), serials=True, warranty="1 year"),
    Family(ELECTRONICS, "MOB-XIA", "Xiaomi", (
        _p("Xiaomi Redmi 13 128 GB", "شاومي ريدمي 13 سعة 128 جيجا", 6_299, "2404ARN45A"),
        _p("Xiaomi Redmi Note 13 256 GB", "شاومي ريدمي نوت 13 سعة 256 جيجا", 9_499, "23129RAA4G"),
        _p("Xiaomi Redmi Note 13 Pro 512 GB",
           "شاومي ريدمي نوت 13 برو سعة 512 جيجا", 14_799, "23117RA68G"),
    ), serials=True, warranty="1 year"),
    Family(ELECTRONICS, "MOB-OPP", "Oppo", (
        _p("Oppo A18 128 GB", "أوبو A18 سعة 128 جيجا", 5_799, "CPH2591"),
        _p("Oppo A38 128 GB", "أوبو A38 سعة 128 جيجا", 6_999, "CPH2579"),
        _p("Oppo Reno 11 F 256 GB", "أوبو رينو 11 F سعة 256 جيجا", 15_999, "CPH2603"),
    ), serials=True, warranty="1 year"),
    Family(ELECTRONICS, "TAB", "Samsung", (
        _p("Samsung Galaxy Tab A9 64 GB", "سامسونج جالاكسي تاب A9 سعة 64 جيجا", 6_499, "SM-X110"),
        _p("Samsung Galaxy Tab A9+ 128 GB",
           "سامسونج جالاكسي تاب A9 بلس سعة 128 جيجا", 10_999, "SM-X210"),
        _p("Samsung Galaxy Tab S9 FE 128 GB",
           "سامسونج جالاكسي تاب S9 FE سعة 128 جيجا", 19_999, "SM-X510"),
    ), serials=True, warranty="1 year"),
    Family(ELECTRONICS, "LAP-LEN", "Lenovo", (
        _p("Lenovo IdeaPad 3 Core i5 8 GB 512 GB",
           "لينوفو أيديا باد 3 كور i5 رام 8 جيجا 512 جيجا", 24_999, "82RK00VJED"),
        _p("Lenovo IdeaPad 3 Core i7 16 GB 512 GB",
           "لينوفو أيديا باد 3 كور i7 رام 16 جيجا 512 جيجا", 33_499, "82RK00VKED"),
        _p("Lenovo ThinkPad E14 Core i5 16 GB",
           "لينوفو ثينك باد E14 كور i5 رام 16 جيجا", 38_750, "21JK0007ED"),
        _p("Lenovo Tab M10 Plus 128 GB", "لينوفو تاب M10 بلس سعة 128 جيجا", 8_999, "ZAAJ0391EG"),
    ), serials=True, warranty="1 year"),
    Family(ELECTRONICS, "LAP-HP", "HP", (
        _p("HP 250 G9 Core i3 8 GB 256 GB",
           "اتش بي 250 G9 كور i3 رام 8 جيجا 256 جيجا", 18_499, "6S7B5EA"),
        _p("HP 250 G9 Core i5 8 GB 512 GB",
           "اتش بي 250 G9 كور i5 رام 8 جيجا 512 جيجا", 23_999, "6S6V1EA"),
        _p("HP ProBook 450 G10 Core i7 16 GB",
           "اتش بي بروبوك 450 G10 كور i7 رام 16 جيجا", 44_999, "85C39EA"),
        _p("HP LaserJet M111a printer", "طابعة اتش بي ليزرجت M111a", 4_650, "7MD67A"),
    ), serials=True, warranty="1 year"),
    Family(ELECTRONICS, "LAP-DEL", "Dell", (
        _p("Dell Inspiron 15 3520 Core i5 8 GB",
           "ديل انسبايرون 15 3520 كور i5 رام 8 جيجا", 25_999, "INS3520-I5"),
        _p("Dell Inspiron 15 3520 Core i7 16 GB",
           "ديل انسبايرون 15 3520 كور i7 رام 16 جيجا", 34_999, "INS3520-I7"),
        _p("Dell Vostro 3520 Core i5 8 GB",
           "ديل فوسترو 3520 كور i5 رام 8 جيجا", 26_750, "VOS3520-I5"),
        _p("Dell 24-inch Full HD monitor SE2422H",
           "شاشة ديل 24 بوصة فل اتش دي SE2422H", 5_299, "SE2422H"),
    ), serials=True, warranty="1 year"),
    Family(ELECTRONICS, "MON", None, (
        _p("Samsung 27-inch curved monitor", "شاشة سامسونج 27 بوصة منحنية", 7_999, "LS27C360EA"),
        _p("LG 22-inch Full HD monitor", "شاشة ال جي 22 بوصة فل اتش دي", 3_899, "22MP400-B"),
        _p("Canon PIXMA G3411 ink tank printer",
           "طابعة كانون بيكسما G3411 بخزان حبر", 7_250, "2315C009"),
        _p("Epson L3250 ink tank printer", "طابعة ابسون L3250 بخزان حبر", 7_900, "C11CJ67412"),
    ), serials=True, warranty="1 year"),
    Family(ELECTRONICS, "APP-FRE", "Fresh", (
        _p("Fresh refrigerator 16 ft no frost", "ثلاجة فريش 16 قدم نوفروست", 21_499, "FNT-B470"),
        _p("Fresh refrigerator 18 ft no frost", "ثلاجة فريش 18 قدم نوفروست", 24_999, "FNT-M540"),
        _p("Fresh microwave 28 L with grill", "ميكروويف فريش 28 لتر بالشواية", 4_299, "FMW-28"),
        _p("Fresh gas cooker 5 burners", "بوتاجاز فريش 5 شعلة", 13_750, "FGC-9060"),
    ), serials=True, warranty="5 years"),
    Family(ELECTRONICS, "APP-TOR", "Tornado", (
        _p("Tornado washing machine 7 kg", "غسالة تورنيدو 7 كيلو", 15_499, "TWH-Z07"),
        _p("Tornado washing machine 8 kg", "غسالة تورنيدو 8 كيلو", 17_999, "TWH-Z08"),
        _p("Tornado washing machine 10 kg", "غسالة تورنيدو 10 كيلو", 23_299, "TWH-Z10"),
        _p("Tornado stand fan 18-inch", "مروحة ستاند تورنيدو 18 بوصة", 1_899, "TSF-18"),
        _p("Tornado ceiling fan 56-inch", "مروحة سقف تورنيدو 56 بوصة", 1_650, "TCF-56"),
    ), serials=True, warranty="5 years"),
    Family(ELECTRONICS, "APP-SHA", "Sharp", (
        _p("Sharp refrigerator 450 L inverter", "ثلاجة شارب 450 لتر انفرتر", 29_999, "SJ-PV58"),
        _p("Sharp split AC 1.5 HP cool only",
           "تكييف شارب سبليت 1.5 حصان بارد", 27_499, "AH-A12YSE"),
        _p("Sharp split AC 2.25 HP cool only",
           "تكييف شارب سبليت 2.25 حصان بارد", 35_999, "AH-A18YSE"),
        _p("Sharp microwave 25 L", "ميكروويف شارب 25 لتر", 3_950, "R-25CT"),
    ), serials=True, warranty="5 years"),
    Family(ELECTRONICS, "APP-UNI", "Unionaire", (
        _p("Unionaire split AC 1.5 HP cool/heat",
           "تكييف يونيون اير سبليت 1.5 حصان بارد ساخن", 26_999, "M12CT"),
        _p("Unionaire split AC 2.25 HP cool/heat",
           "تكييف يونيون اير سبليت 2.25 حصان بارد ساخن", 34_499, "M18CT"),
        _p("Unionaire split AC 3 HP cool/heat",
           "تكييف يونيون اير سبليت 3 حصان بارد ساخن", 44_999, "M24CT"),
    ), serials=True, warranty="5 years"),
    Family(ELECTRONICS, "APP-OLY", "Olympic", (
        _p("Olympic electric water heater 50 L", "سخان كهرباء أوليمبيك 50 لتر", 4_799, "OEW-50"),
        _p("Olympic electric water heater 80 L", "سخان كهرباء أوليمبيك 80 لتر", 5_899, "OEW-80"),
    ), serials=True, warranty="2 years"),
    Family(ELECTRONICS, "ACC", "Anker", (
        _p("Anker power bank 10000 mAh", "باور بانك انكر 10000 مللي أمبير", 1_150, "A1229"),
        _p("Anker power bank 20000 mAh", "باور بانك انكر 20000 مللي أمبير", 1_799, "A1384"),
        _p("Anker USB-C cable 1 m", "كابل انكر USB-C متر", 349, "A8552"),
        _p("Anker USB-C cable 2 m", "كابل انكر USB-C مترين", 449, "A8553"),
    ), warranty="6 months"),
    Family(ELECTRONICS, "ACC-SAM", "Samsung", (
        _p("Samsung 25 W fast charger", "شاحن سامسونج سريع 25 وات", 699, "EP-TA800"),
        _p("Samsung Galaxy Buds FE", "سماعة سامسونج جالاكسي بودز FE", 3_499, "SM-R400N"),
    ), warranty="1 year"),
    Family(ELECTRONICS, "AUD", "JBL", (
        _p("JBL Go 3 portable speaker", "سماعة جي بي ال جو 3 محمولة", 1_799, "JBLGO3"),
        _p("JBL Flip 6 portable speaker", "سماعة جي بي ال فليب 6 محمولة", 5_499, "JBLFLIP6"),
        _p("JBL Charge 5 portable speaker", "سماعة جي بي ال تشارج 5 محمولة", 7_999, "JBLCHARGE5"),
        _p("JBL Tune 520BT headphones", "سماعة رأس جي بي ال تيون 520", 2_299, "JBLT520BT"),
        _p("Sony WH-CH520 headphones", "سماعة رأس سوني WH-CH520", 2_650, "WHCH520"),
    ), warranty="1 year"),
    Family(ELECTRONICS, "PC", "Logitech", (
        _p("Logitech M185 wireless mouse", "ماوس لاسلكي لوجيتك M185", 499, "910-002238"),
        _p("Logitech K120 keyboard Arabic/English",
           "كيبورد لوجيتك K120 عربي انجليزي", 449, "920-002508"),
        _p("Logitech MK270 wireless combo",
           "طقم كيبورد وماوس لاسلكي لوجيتك MK270", 1_199, "920-004509"),
    ), warranty="1 year"),
    Family(ELECTRONICS, "NET", "TP-Link", (
        _p("TP-Link Archer C6 router", "راوتر تي بي لينك آرتشر C6", 1_650, "ARCHER-C6"),
        _p("TP-Link Archer C80 router", "راوتر تي بي لينك آرتشر C80", 2_250, "ARCHER-C80"),
        _p("TP-Link Deco M4 mesh (2-pack)",
           "نظام واي فاي تي بي لينك ديكو M4 قطعتين", 4_999, "DECO-M4-2P"),
    ), serials=True, warranty="2 years"),
    Family(ELECTRONICS, "MEM", "SanDisk", (
        _p("SanDisk Ultra flash drive 32 GB", "فلاشة سانديسك الترا 32 جيجا", 229, "SDCZ48-032G"),
        _p("SanDisk Ultra flash drive 64 GB", "فلاشة سانديسك الترا 64 جيجا", 329, "SDCZ48-064G"),
        _p("SanDisk Ultra flash drive 128 GB", "فلاشة سانديسك الترا 128 جيجا", 549, "SDCZ48-128G"),
        _p("SanDisk microSD 64 GB", "كارت ميموري سانديسك 64 جيجا", 299, "SDSQUAB-064G"),
        _p("SanDisk microSD 128 GB", "كارت ميموري سانديسك 128 جيجا", 499, "SDSQUAB-128G"),
    ), units=PIECE_PACK10, warranty="5 years"),
    Family(ELECTRONICS, "CBL", None, (
        _p("HDMI cable 1.5 m", "كابل HDMI طول 1.5 متر", 95),
        _p("HDMI cable 3 m", "كابل HDMI طول 3 متر", 145),
        _p("HDMI cable 5 m", "كابل HDMI طول 5 متر", 210),
        _p("Extension socket 3 way", "مشترك كهرباء 3 مخارج", 185),
        _p("Extension socket 4 way with USB", "مشترك كهرباء 4 مخارج بمنفذ USB", 320),
        _p("Extension socket 6 way", "مشترك كهرباء 6 مخارج", 290),
    ), units=PIECE_PACK10),
    Family(ELECTRONICS, "BAT", "Duracell", (
        _p("Duracell AA batteries 4-pack", "بطاريات دوراسيل AA عبوة 4", 135, "MN1500-4"),
        _p("Duracell AAA batteries 4-pack", "بطاريات دوراسيل AAA عبوة 4", 125, "MN2400-4"),
    ), units=PIECE_BOX_CARTON),
    Family(ELECTRONICS, "LED", "Philips", (
        _p("Philips LED bulb 9 W", "لمبة ليد فيليبس 9 وات", 55, "929002299"),
        _p("Philips LED bulb 12 W", "لمبة ليد فيليبس 12 وات", 70, "929002305"),
        _p("Philips LED bulb 18 W", "لمبة ليد فيليبس 18 وات", 95, "929002310"),
        _p("Philips steam iron 2400 W", "مكواة بخار فيليبس 2400 وات", 2_150, "GC2996"),
    ), units=PIECE_PACK10, warranty="1 year"),
    Family(STATIONERY, "PAP", "Double A", (
        _p("Double A copy paper A4 80 g", "ورق تصوير دبل ايه A4 وزن 80 جرام", 265, "DA-A4-80"),
        _p("Double A copy paper A3 80 g", "ورق تصوير دبل ايه A3 وزن 80 جرام", 540, "DA-A3-80"),
        _p("Paperline copy paper A4 70 g", "ورق تصوير بيبرلاين A4 وزن 70 جرام", 215, "PL-A4-70"),
    ), units=REAM_BOX),
    Family(STATIONERY, "PCL", "Faber-Castell", (
        _p("Faber-Castell pencil HB", "قلم رصاص فابر كاستل HB", 7, "1111-HB"),
        _p("Faber-Castell pencil 2B", "قلم رصاص فابر كاستل 2B", 7, "1111-2B"),
        _p("Faber-Castell colored pencils 12", "ألوان خشب فابر كاستل 12 لون", 65, "120012"),
        _p("Faber-Castell colored pencils 24", "ألوان خشب فابر كاستل 24 لون", 125, "120024"),
    ), units=PIECE_DOZEN),
    Family(STATIONERY, "STA", "Staedtler", (
        _p("Staedtler eraser", "أستيكة ستدلر", 12, "526-50"),
        _p("Staedtler pencil sharpener", "براية ستدلر", 18, "510-10"),
        _p("Staedtler ruler 30 cm", "مسطرة ستدلر 30 سم", 25, "562-30"),
        _p("Staedtler geometry set", "طقم هندسة ستدلر", 95, "550-55"),
    ), units=PIECE_DOZEN),
    Family(STATIONERY, "NOT", None, (
        _p("Spiral notebook A4 100 sheets", "كشكول سلك A4 مائة ورقة", 45),
        _p("Spiral notebook A5 60 sheets", "كشكول سلك A5 ستين ورقة", 25),
        _p("Exercise book 40 sheets", "كراسة 40 ورقة", 9),
        _p("Sticky notes 3x3 yellow", "ورق لاصق 3×3 أصفر", 22),
        _p("Brown envelope A4", "ظرف بني مقاس A4", 3),
        _p("White envelope DL", "ظرف أبيض مقاس DL", 2),
        _p("Clear plastic sleeves A4 (100)", "جراب بلاستيك شفاف A4 مائة قطعة", 85),
    ), units=PIECE_DOZEN),
    Family(STATIONERY, "FIL", None, (
        _p("Box file blue", "بوكس فايل أزرق", 38),
        _p("Lever arch file 8 cm", "دوسيه بذراع 8 سم", 55),
        _p("Plastic folder with button", "حافظة بلاستيك بزرار", 8),
        _p("Stapler 24/6", "دباسة 24/6", 75),
        _p("Staples 24/6 (1000)", "دبوس دباسة 24/6 ألف دبوس", 12),
        _p("Paper clips 28 mm (100)", "مشابك ورق 28 مم مائة قطعة", 10),
        _p("Glue stick 21 g", "صمغ أصابع 21 جرام", 15),
        _p("Office scissors 21 cm", "مقص مكتب 21 سم", 35),
    ), units=PIECE_BOX_CARTON),
    Family(STATIONERY, "CAL", "Casio", (
        _p("Casio fx-991ES Plus calculator", "آلة حاسبة كاسيو fx-991ES Plus", 650, "FX-991ESPLUS"),
        _p("Casio MJ-12D desktop calculator", "آلة حاسبة مكتبية كاسيو MJ-12D", 320, "MJ-12D"),
    ), serials=True, warranty="1 year"),
    Family(STATIONERY, "TON", None, (
        _p("HP 85A black toner", "حبر اتش بي 85A أسود", 2_150, "CE285A"),
        _p("HP 05A black toner", "حبر اتش بي 05A أسود", 2_450, "CE505A"),
        _p("Canon 725 black toner", "حبر كانون 725 أسود", 1_950, "3484B002"),
    )),
    Family(HOUSEHOLD, "KIT-TEF", "Tefal", (
        _p("Tefal frying pan 24 cm", "طاسة تيفال 24 سم", 899, "B5560453"),
        _p("Tefal frying pan 28 cm", "طاسة تيفال 28 سم", 1_150, "B5560653"),
        _p("Moulinex food processor 800 W", "كبة مولينكس 800 وات", 3_650, "FP2461"),
        _p("Braun hand blender 700 W", "خلاط يدوي براون 700 وات", 2_299, "MQ3035"),
        _p("Kenwood stand mixer 1000 W", "عجان كينوود 1000 وات", 9_750, "KHC29"),
    ), warranty="2 years"),
    Family(HOUSEHOLD, "KIT-ZAH", "Zahran", (
        _p("Zahran cookware set 7 pieces", "طقم حلل زهران 7 قطع", 3_450, "ZH-SET7"),
        _p("Zahran stainless pot 24 cm", "حلة زهران ستانلس 24 سم", 780, "ZH-POT24"),
        _p("Tornado electric kettle 1.7 L", "غلاية كهرباء تورنيدو 1.7 لتر", 1_050, "TKS-1217"),
    )),
    Family(HOUSEHOLD, "KIT", None, (
        _p("Pyrex round dish 26 cm", "صينية بايركس مدورة 26 سم", 320),
        _p("Pyrex rectangular dish 35 cm", "صينية بايركس مستطيلة 35 سم", 410),
        _p("Kitchen knife set 6 pieces", "طقم سكاكين مطبخ 6 قطع", 450),
        _p("Bamboo cutting board", "لوح تقطيع بامبو", 180),
        _p("Ceramic mug set 6 pieces", "طقم مجات سيراميك 6 قطع", 390),
        _p("Glass cups 6 pieces", "طقم كوبايات زجاج 6 قطع", 210),
        _p("Porcelain dinner set 24 pieces", "طقم سفرة بورسلين 24 قطعة", 2_850),
        _p("Vacuum flask 1 L", "ترمس 1 لتر", 340),
    )),
    Family(HOUSEHOLD, "CLN", None, (
        _p("Persil detergent powder 2.5 kg", "مسحوق بيرسيل 2.5 كيلو", 285, "PRS-2500"),
        _p("Persil detergent powder 4 kg", "مسحوق بيرسيل 4 كيلو", 435, "PRS-4000"),
        _p("Fine facial tissues 10-pack", "مناديل فاين 10 عبوات", 120, "FINE-10"),
        _p("Clorox bleach 1 L", "كلوركس 1 لتر", 48, "CLX-1000"),
        _p("Dettol antiseptic 500 ml", "ديتول مطهر 500 مللي", 115, "DET-500"),
        _p("Soft broom with handle", "مقشة ناعمة بيد", 95),
        _p("Floor mop with bucket", "ممسحة أرضيات بجردل", 260),
    ), units=BAG_CARTON),
    Family(HOUSEHOLD, "HOM", None, (
        _p("Plastic storage box 10 L", "صندوق تخزين بلاستيك 10 لتر", 120),
        _p("Plastic storage box 20 L", "صندوق تخزين بلاستيك 20 لتر", 175),
        _p("Clothes hangers 10-pack", "شماعات ملابس 10 قطع", 85),
        _p("Laundry basket", "سلة غسيل", 150),
        _p("Shower curtain", "ستارة حمام", 190),
        _p("Bath mat", "دواسة حمام", 140),
        _p("Blanket single", "بطانية مفرد", 750),
        _p("Blanket double", "بطانية مزدوج", 1_150),
        _p("Pillow 50x70 cm", "مخدة 50×70 سم", 220),
        _p("Bed sheet set single", "طقم ملاية سرير مفرد", 480),
        _p("Bed sheet set double", "طقم ملاية سرير مزدوج", 690),
    )),
)

GROUPINGS: tuple[Grouping, ...] = (
    Grouping(STATIONERY, "PEN-BIC", "Bic", "Bic Cristal ballpoint pen", "قلم جاف بيك كريستال",
             5, {'Color': ('Blue', 'Black', 'Red')}, PIECE_BOX_CARTON),
    Grouping(STATIONERY, "PEN-PIL", "Pilot", "Pilot G2 gel pen 0.7 mm", "قلم جل بايلوت G2 0.7 مم",
             35, {'Color': ('Blue', 'Black', 'Red')}, PIECE_DOZEN),
    Grouping(STATIONERY, "HIL", "Stabilo", "Stabilo Boss highlighter", "قلم هايلايتر ستابيلو بوس",
             30, {'Color': ('Yellow', 'Green', 'Red', 'Blue')}, PIECE_DOZEN),
    Grouping(STATIONERY, "WBM", None, "Whiteboard marker", "قلم سبورة بيضاء",
             18, {'Color': ('Blue', 'Black', 'Red', 'Green')}, PIECE_DOZEN),
    Grouping(HOUSEHOLD, "TSH", None, "Cotton T-shirt", "تيشيرت قطن",
             250, {'Color': ('White', 'Black', 'Blue'), 'Size': ('M', 'L', 'XL')}),
    Grouping(HOUSEHOLD, "TWL", None, "Bath towel", "فوطة حمام",
             180, {'Color': ('White', 'Blue', 'Green'), 'Size': ('M', 'L')}),
)
# fmt: on

ARABIC_COLORS = {
    "Black": "أسود",
    "White": "أبيض",
    "Blue": "أزرق",
    "Red": "أحمر",
    "Green": "أخضر",
    "Yellow": "أصفر",
    "Silver": "فضي",
}
ARABIC_SIZES = {"S": "صغير", "M": "وسط", "L": "كبير", "XL": "كبير جدا"}

DISCONTINUED = (
    # (sku) of products the company no longer sells: kept for history, inactive.
    "TV-TOS-01",
    "MOB-OPP-01",
    "CBL-06",
)

# External ids: the products the company also sells on its web shop.
WEB_SHOP_FAMILIES = ("ACC", "ACC-SAM", "AUD", "MEM")


# -- writing ---------------------------------------------------------------------------------
ITEM_COLUMNS = (
    "tenant_id, code, sku, part_number, external_id, description, other_lang_description, "
    "classification_id, brand_id, tax_id, price, dealer_price, super_dealer_price, "
    "purchase_price, minimum_price, average_cost, last_cost, warranty, is_grouping, "
    "parent_id, has_serials, is_active, created_at, updated_at"
)
_INSERT_ITEM = f"INSERT INTO stock_items ({ITEM_COLUMNS}) VALUES ({', '.join('?' * 24)})"


@dataclass
class _Lookups:
    """What earlier parts created, found by SQL."""

    classifications: dict[str, list[int]]
    """Leaf stock-item classifications per category (``""``: all of them)."""
    brands: dict[str, int]
    taxes: dict[str, int]
    warehouses: list[int]

    def classification(self, category: str, index: int) -> int | None:
        choices = self.classifications.get(category) or self.classifications.get("")
        return choices[index % len(choices)] if choices else None


def _lookups(conn: sqlite3.Connection, tenant_id: int) -> _Lookups:
    leaves = conn.execute(
        "SELECT c.id, c.code, c.description, parent.description AS parent "
        "FROM classifications AS c "
        "LEFT JOIN classifications AS parent ON parent.id = c.parent_id "
        "WHERE c.tenant_id = ? AND c.type = 'StockItems' AND c.is_active = 1 "
        "AND NOT EXISTS (SELECT 1 FROM classifications AS child WHERE child.parent_id = c.id) "
        "ORDER BY c.id",
        (tenant_id,),
    ).fetchall()
    classifications: dict[str, list[int]] = {"": [int(row["id"]) for row in leaves]}
    for category, words in (
        (ELECTRONICS, ("electr", "applian", "device", "mobile", "tv", "computer")),
        (STATIONERY, ("station", "paper", "office", "pen")),
        (HOUSEHOLD, ("house", "home", "kitchen", "clean")),
    ):
        classifications[category] = [
            int(row["id"])
            for row in leaves
            if any(
                word in f"{row['description']} {row['parent'] or ''} {row['code']}".lower()
                for word in words
            )
        ]
    brands = {
        str(row["name"]).casefold(): int(row["id"])
        for row in conn.execute("SELECT id, name FROM brands WHERE tenant_id = ?", (tenant_id,))
    }
    taxes = {
        str(row["name"]): int(row["id"])
        for row in conn.execute(
            "SELECT id, name FROM taxes WHERE tenant_id = ? AND active = 1", (tenant_id,)
        )
    }
    warehouses = [
        int(row["id"])
        for row in conn.execute(
            "SELECT id FROM warehouses WHERE tenant_id = ? AND is_active = 1 AND is_rma = 0 "
            "ORDER BY id",
            (tenant_id,),
        )
    ]
    return _Lookups(classifications, brands, taxes, warehouses)


def _prices(price: float) -> tuple[float, float, float, float, float, float, float]:
    """End-user, dealer, super dealer, purchase, minimum, average and last cost of a price.

    The costs are those the demo's receipts bring the stock in at (the purchase price), so
    an item's row already holds what its opening balance and receipts leave there."""
    cost = round(price * 0.78, 2)
    return (
        price,
        round(price * 0.93, 2),
        round(price * 0.89, 2),
        cost,
        round(price * 0.85, 2),
        cost,
        cost,
    )


def populate(conn: sqlite3.Connection, tenant_id: int) -> None:
    """Write the demo items, properties, units, serials and stock into an empty tenant."""
    now = utc_now()
    lookups = _lookups(conn, tenant_id)
    value_ids = _populate_properties(conn, tenant_id, now)

    rows: list[tuple[object, ...]] = []
    units: dict[str, Units] = {}  # by SKU
    serial_skus: set[str] = set()

    def add(
        sku: str,
        product: Product,
        category: str,
        brand: str | None,
        tax: str,
        *,
        warranty: str | None = None,
        grouping: bool = False,
        serials: bool = False,
        external_id: str | None = None,
    ) -> None:
        rows.append(
            (
                tenant_id,
                None,  # code: filled below, as the service generates them
                sku,
                product.part_number,
                external_id,
                product.english,
                product.arabic,
                lookups.classification(category, len(rows)),
                lookups.brands.get(brand.casefold()) if brand else None,
                lookups.taxes.get(tax),
                *_prices(product.price),
                warranty,
                int(grouping),
                None,
                int(serials),
                int(sku not in DISCONTINUED),
                now,
                now,
            )
        )

    for family in FAMILIES:
        for number, product in enumerate(family.products, start=1):
            sku = f"{family.sku_prefix}-{number:02d}"
            web = family.sku_prefix in WEB_SHOP_FAMILIES
            add(
                sku,
                product,
                family.category,
                family.brand,
                family.tax,
                warranty=family.warranty,
                serials=family.serials,
                external_id=f"WEB-{family.sku_prefix}-{number:02d}" if web else None,
            )
            if family.units:
                units[sku] = family.units
            if family.serials:
                serial_skus.add(sku)
    for grouping in GROUPINGS:
        parent = Product(grouping.english, grouping.arabic, grouping.price)
        add(
            grouping.sku_prefix, parent, grouping.category, grouping.brand, "VAT 14%", grouping=True
        )

    first_code = reserve_codes(conn, tenant_id, CodeKind.STOCK_ITEM, len(rows) + _children_count())
    rows = [
        (row[0], CodeKind.STOCK_ITEM.printed(first_code + index), *row[2:])
        for index, row in enumerate(rows)
    ]
    conn.executemany(_INSERT_ITEM, rows)
    ids = _ids_by_sku(conn, tenant_id)

    children, child_values = _grouping_children(
        tenant_id, lookups, ids, value_ids, first_code + len(rows), now
    )
    conn.executemany(_INSERT_ITEM, children)
    ids = _ids_by_sku(conn, tenant_id)
    conn.executemany(
        "INSERT INTO stock_item_property_values (stock_item_id, property_value_id) VALUES (?, ?)",
        [(ids[sku], value_id) for sku, value_id in child_values],
    )
    for grouping in GROUPINGS:
        if grouping.units:
            for sku, _value in child_values:
                if sku.startswith(f"{grouping.sku_prefix}-"):
                    units[sku] = grouping.units
    conn.executemany(
        "INSERT INTO stock_item_units (stock_item_id, name, ratio, part_number, price, "
        "is_default) VALUES (?, ?, ?, ?, ?, ?)",
        [
            (ids[sku], name, ratio, f"{sku}-{name[:3].upper()}", 0.0, int(ratio == 1))
            for sku, chain in units.items()
            for name, ratio in chain.units
        ],
    )
    stocked = [
        sku
        for sku in ids
        if sku not in DISCONTINUED and sku not in {g.sku_prefix for g in GROUPINGS}
    ]
    _populate_stock(conn, tenant_id, lookups.warehouses, ids, stocked, serial_skus)


def _children_count() -> int:
    count = 0
    for grouping in GROUPINGS:
        combinations = 1
        for values in grouping.variants.values():
            combinations *= len(values)
        count += combinations
    return count


def _combinations(variants: dict[str, tuple[str, ...]]) -> list[list[tuple[str, str]]]:
    """Every combination of one value per property, in declaration order."""
    result: list[list[tuple[str, str]]] = [[]]
    for name, values in variants.items():
        result = [[*combination, (name, value)] for combination in result for value in values]
    return result


def _grouping_children(
    tenant_id: int,
    lookups: _Lookups,
    ids: dict[str, int],
    value_ids: dict[tuple[str, str], int],
    first_code: int,
    now: str,
) -> tuple[list[tuple[object, ...]], list[tuple[str, int]]]:
    """Child rows of every grouping item, and (child SKU, property value id) pairs."""
    rows: list[tuple[object, ...]] = []
    values: list[tuple[str, int]] = []
    for grouping in GROUPINGS:
        for combination in _combinations(grouping.variants):
            english = " ".join(value for _name, value in combination)
            arabic = " ".join(
                ARABIC_COLORS.get(value) or ARABIC_SIZES[value] for _name, value in combination
            )
            sku = (
                f"{grouping.sku_prefix}-{'-'.join(value[:3].upper() for _n, value in combination)}"
            )
            rows.append(
                (
                    tenant_id,
                    CodeKind.STOCK_ITEM.printed(first_code + len(rows)),
                    sku,
                    None,
                    None,
                    f"{grouping.english} - {english}",
                    f"{grouping.arabic} - {arabic}",
                    lookups.classification(grouping.category, len(rows)),
                    lookups.brands.get(grouping.brand.casefold()) if grouping.brand else None,
                    lookups.taxes.get("VAT 14%"),
                    *_prices(grouping.price),
                    None,
                    0,
                    ids[grouping.sku_prefix],
                    0,
                    1,
                    now,
                    now,
                )
            )
            values.extend((sku, value_ids[pair]) for pair in combination)
    return rows, values


def _ids_by_sku(conn: sqlite3.Connection, tenant_id: int) -> dict[str, int]:
    return {
        str(row["sku"]): int(row["id"])
        for row in conn.execute(
            "SELECT id, sku FROM stock_items WHERE tenant_id = ? AND sku IS NOT NULL",
            (tenant_id,),
        )
    }


def _populate_properties(
    conn: sqlite3.Connection, tenant_id: int, now: str
) -> dict[tuple[str, str], int]:
    """Color and Size with their values; returns value ids by (property, value)."""
    first_property = reserve_codes(conn, tenant_id, CodeKind.DYNAMIC_PROPERTY, len(PROPERTIES))
    first_value = reserve_codes(
        conn,
        tenant_id,
        CodeKind.DYNAMIC_PROPERTY_VALUE,
        sum(len(values) for values in PROPERTIES.values()),
    )
    value_ids: dict[tuple[str, str], int] = {}
    value_number = first_value
    for offset, (name, values) in enumerate(PROPERTIES.items()):
        property_id = int(
            conn.execute(
                "INSERT INTO dynamic_properties (tenant_id, name, code, created_at) "
                "VALUES (?, ?, ?, ?)",
                (tenant_id, name, CodeKind.DYNAMIC_PROPERTY.printed(first_property + offset), now),
            ).lastrowid
            or 0
        )
        for value in values:
            value_ids[(name, value)] = int(
                conn.execute(
                    "INSERT INTO dynamic_property_values (property_id, value, code, created_at) "
                    "VALUES (?, ?, ?, ?)",
                    (
                        property_id,
                        value,
                        CodeKind.DYNAMIC_PROPERTY_VALUE.printed(value_number),
                        now,
                    ),
                ).lastrowid
                or 0
            )
            value_number += 1
    return value_ids


_DemoLine = tuple[int, float, float, list[str]]
"""A demo receipt line: stock item id, quantity, unit cost, serial numbers."""


def _populate_stock(
    conn: sqlite3.Connection,
    tenant_id: int,
    warehouses: Sequence[int],
    ids: dict[str, int],
    skus: Iterable[str],
    serial_skus: set[str],
) -> None:
    """Stock on hand of every stocked item in every warehouse (deterministic quantities),
    made by documents as a real company's is: per warehouse one opening balance (OB) for the
    opening part, then receipts (RS) from the item's supplier for the rest, all at the
    item's purchase cost. Serial-tracked items get one in-stock serial per unit, each
    received on the document that brought its unit in."""
    if not warehouses:
        return
    chance = random.Random(20240101)
    suppliers = _suppliers(conn, tenant_id)
    costs = {
        int(row[0]): float(row[1])
        for row in conn.execute(
            "SELECT id, purchase_price FROM stock_items WHERE tenant_id = ?", (tenant_id,)
        )
    }
    # (warehouse, document kind) -> lines; serials are numbered as the demo always has.
    opening: dict[int, list[_DemoLine]] = defaultdict(list)
    received: dict[tuple[int, int | None], list[_DemoLine]] = defaultdict(list)
    serials: list[tuple[int, int, str]] = []
    for sku in skus:
        item_id = ids[sku]
        tracked = sku in serial_skus
        for warehouse_number, warehouse_id in enumerate(warehouses):
            quantity = chance.randint(0, 6) if tracked else chance.randint(0, 40) * 5
            if quantity == 0:
                continue
            first = min(quantity, chance.randint(0, quantity))
            numbers = (
                [f"{sku}-{warehouse_number + 1}{serial:04d}" for serial in range(1, quantity + 1)]
                if tracked
                else []
            )
            serials.extend((tenant_id, item_id, number) for number in numbers)
            parts = ((first, numbers[:first]), (quantity - first, numbers[first:]))
            for part, (amount, part_numbers) in enumerate(parts):
                if amount == 0:
                    continue
                line = (item_id, float(amount), costs[item_id], part_numbers)
                if part == 0:
                    opening[warehouse_id].append(line)
                else:
                    received[(warehouse_id, suppliers.get(_category_of(sku)))].append(line)
    # Serial numbers first (all at once), then the documents that bring their units in.
    conn.executemany(
        "INSERT INTO stock_item_serials (tenant_id, stock_item_id, serial_no, status) "
        "VALUES (?, ?, ?, 'InStock')",
        serials,
    )
    serial_ids = {
        (int(row[0]), str(row[1])): int(row[2])
        for row in conn.execute(
            "SELECT stock_item_id, serial_no, id FROM stock_item_serials WHERE tenant_id = ?",
            (tenant_id,),
        )
    }

    def work_lines(lines: list[_DemoLine]) -> list[WorkOrderLine]:
        return [
            WorkOrderLine(
                stock_item_id=item_id,
                quantity=quantity,
                price=price,
                serial_ids=[serial_ids[(item_id, number)] for number in numbers],
            )
            for item_id, quantity, price, numbers in lines
        ]

    now = utc_now()
    for warehouse_id, lines in opening.items():
        record_receipt_in_bulk(
            conn,
            tenant_id,
            WorkOrderHeader("OB", warehouse_id, DEMO_OPENING_DATE, notes="Opening stock"),
            work_lines(lines),
            created_by=None,
            now=now,
        )
    for (warehouse_id, supplier_id), lines in sorted(
        received.items(), key=lambda pair: (pair[0][0], pair[0][1] or 0)
    ):
        record_receipt_in_bulk(
            conn,
            tenant_id,
            WorkOrderHeader(
                "RS",
                warehouse_id,
                DEMO_RECEIPT_DATE,
                supplier_id=supplier_id,
                other_party_id=None if supplier_id else _stock_count_party(conn, tenant_id),
                notes="Supplies received",
            ),
            work_lines(lines),
            created_by=None,
            now=now,
        )


DEMO_OPENING_DATE = "2024-01-01T08:00:00"
DEMO_RECEIPT_DATE = "2024-01-15T11:00:00"
SUPPLIER_OF_CATEGORY = {ELECTRONICS: "SUP-001", STATIONERY: "SUP-002", HOUSEHOLD: "SUP-004"}
"""Who the demo buys each category from (reference.SUPPLIERS)."""


def _suppliers(conn: sqlite3.Connection, tenant_id: int) -> dict[str, int]:
    by_code = {
        str(row[0]): int(row[1])
        for row in conn.execute("SELECT code, id FROM suppliers WHERE tenant_id = ?", (tenant_id,))
    }
    return {
        category: by_code[code]
        for category, code in SUPPLIER_OF_CATEGORY.items()
        if code in by_code
    }


def _stock_count_party(conn: sqlite3.Connection, tenant_id: int) -> int:
    """The other party receipts without a supplier come from (a demo without suppliers)."""
    row = conn.execute(
        "SELECT id FROM other_parties WHERE tenant_id = ? AND code = 'STOCK-COUNT'", (tenant_id,)
    ).fetchone()
    if row is not None:
        return int(row[0])
    return int(
        conn.execute(
            "INSERT INTO other_parties (tenant_id, code, name) VALUES (?, 'STOCK-COUNT', "
            "'Stock count')",
            (tenant_id,),
        ).lastrowid
        or 0
    )


def _category_of(sku: str) -> str:
    for family in FAMILIES:
        if sku.rsplit("-", 1)[0] == family.sku_prefix:
            return family.category
    for grouping in GROUPINGS:
        if sku.startswith(f"{grouping.sku_prefix}-"):
            return grouping.category
    return ELECTRONICS


# -- load tests ------------------------------------------------------------------------------------
GENERATED_NOUNS = (
    ("LED TV", "تلفزيون ليد"),
    ("Smartphone", "هاتف ذكي"),
    ("Laptop", "لابتوب"),
    ("Refrigerator", "ثلاجة"),
    ("Washing machine", "غسالة"),
    ("Ballpoint pen", "قلم جاف"),
    ("Notebook", "كشكول"),
    ("Copy paper", "ورق تصوير"),
    ("Frying pan", "طاسة"),
    ("Towel", "فوطة"),
    ("Power bank", "باور بانك"),
    ("Extension socket", "مشترك كهرباء"),
)
GENERATED_SERIES = ("Classic", "Plus", "Pro", "Max", "Lite", "Eco", "Prime", "Smart")


def generate_stock_items(conn: sqlite3.Connection, tenant_id: int, count: int) -> None:
    """Write ``count`` more plausible items (codes, SKUs, part numbers, prices, a third of
    them with stock in the tenant's warehouses) in one pass: 100,000 take seconds.

    Descriptions carry a running number, so they stay unique next to what exists.
    """
    if count <= 0:
        return
    now = utc_now()
    lookups = _lookups(conn, tenant_id)
    chance = random.Random(count)
    first_code = reserve_codes(conn, tenant_id, CodeKind.STOCK_ITEM, count)
    first_row = int(conn.execute("SELECT coalesce(max(id), 0) FROM stock_items").fetchone()[0]) + 1
    brands: list[int | None] = [*lookups.brands.values()] or [None]
    vat = lookups.taxes.get("VAT 14%")

    def rows() -> Iterable[tuple[object, ...]]:
        for index in range(count):
            number = first_code + index
            english, arabic = GENERATED_NOUNS[index % len(GENERATED_NOUNS)]
            series = GENERATED_SERIES[(index // len(GENERATED_NOUNS)) % len(GENERATED_SERIES)]
            price = round(chance.uniform(20, 40_000), 2)
            yield (
                tenant_id,
                CodeKind.STOCK_ITEM.printed(number),
                f"GEN-{number:07d}",
                f"PN{number:08d}",
                f"EXT-{number}" if index % 10 == 0 else None,
                f"{english} {series} {number}",
                f"{arabic} {series} {number}",
                lookups.classification("", index),
                brands[index % len(brands)],
                vat,
                *_prices(price),
                None,
                0,
                None,
                0,
                int(index % 50 != 0),  # one in fifty is discontinued
                now,
                now,
            )

    conn.executemany(_INSERT_ITEM, rows())
    if not lookups.warehouses:
        return
    new_items = conn.execute(
        "SELECT id, purchase_price FROM stock_items WHERE tenant_id = ? AND id >= ? ORDER BY id",
        (tenant_id, first_row),
    ).fetchall()
    # Every third item is stocked in one warehouse (in turn): an opening part on the
    # warehouse's opening balance, the rest received from a supplier, as the demo's own.
    opening: dict[int, list[WorkOrderLine]] = defaultdict(list)
    received: dict[int, list[WorkOrderLine]] = defaultdict(list)
    for index in range(0, count, 3):
        warehouse_id = lookups.warehouses[index % len(lookups.warehouses)]
        item_id, cost = int(new_items[index][0]), float(new_items[index][1])
        quantity = chance.randint(1, 500)
        first = min(quantity, chance.randint(0, 50))
        if first:
            opening[warehouse_id].append(WorkOrderLine(item_id, float(first), cost))
        if quantity > first:
            received[warehouse_id].append(WorkOrderLine(item_id, float(quantity - first), cost))
    supplier = conn.execute(
        "SELECT id FROM suppliers WHERE tenant_id = ? ORDER BY id LIMIT 1", (tenant_id,)
    ).fetchone()
    for warehouse_id, lines in opening.items():
        record_receipt_in_bulk(
            conn,
            tenant_id,
            WorkOrderHeader("OB", warehouse_id, DEMO_OPENING_DATE, notes="Generated items"),
            lines,
            created_by=None,
            now=now,
        )
    for warehouse_id, lines in received.items():
        record_receipt_in_bulk(
            conn,
            tenant_id,
            WorkOrderHeader(
                "RS",
                warehouse_id,
                DEMO_RECEIPT_DATE,
                supplier_id=int(supplier[0]) if supplier else None,
                other_party_id=None if supplier else _stock_count_party(conn, tenant_id),
                notes="Generated items",
            ),
            lines,
            created_by=None,
            now=now,
        )
