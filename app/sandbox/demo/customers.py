"""Demo company: price lists, customers, their addresses and tags, and opening balances.

Nile Trading sells electronics, appliances and office supplies to shops, companies and
walk-in buyers all over Egypt, and to a few Saudi dealers. Customers have English names;
the Arabic is where an Egyptian clerk types it: addresses, contact persons and the names
of the receivable accounts the key accounts have of their own.

Cities, districts and sales persons come from earlier parts; where one is missing (a
worktree without that part) the customer simply has no city or no sales person.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from app.sandbox.db import utc_now

PRICE_LISTS = ("Wholesale 2024", "Key accounts")

TRADE_RECEIVABLES = "110301"
OPENING_BALANCE_COUNTER_ACCOUNT = "310101"  # retained earnings
RECEIVABLES_NODE = "1103"
OPENING_BALANCE_DATE = "2024-01-01T00:00:00"


@dataclass(frozen=True)
class DemoCustomer:
    code: str
    name: str
    city: str
    mobile: str | None = None
    business: bool = False
    tax_registration_id: str | None = None
    national_id: str | None = None
    district: str | None = None
    street: str | None = None
    """Arabic street address of the customer's one address."""
    building: str | None = None
    phone: str | None = None
    email: str | None = None
    contact: str | None = None
    tags: tuple[str, ...] = ()
    pricing: str = "EndUser"
    price_list: str | None = None
    credit_limit: float | None = None
    due_days: int | None = None
    opening_balance: float = 0.0
    own_account: str | None = None
    """Arabic name of a receivable account of its own (key accounts), else trade receivables."""
    currency: str | None = None
    external_id: str | None = None
    active: bool = True
    country: str = "EG"

    @property
    def credit(self) -> bool:
        return self.credit_limit is not None


CUSTOMERS = (
    DemoCustomer("CUS-0001", "Walk-in customer", "Cairo", tags=("cash",), street="المعرض الرئيسي"),
    DemoCustomer(
        "CUS-0002",
        "Al Ahram Electronics",
        "Cairo",
        "0100 234 5671",
        business=True,
        tax_registration_id="204118339",
        district="Nasr City",
        street="15 شارع عباس العقاد",
        phone="02 2401 7788",
        email="purchasing@ahram-electronics.com.eg",
        contact="أ. محمود الشريف",
        tags=("wholesale", "electronics"),
        pricing="Custom",
        price_list="Wholesale 2024",
        credit_limit=250000,
        due_days=60,
        opening_balance=48250.75,
        own_account="الأهرام للإلكترونيات",
    ),
    DemoCustomer(
        "CUS-0003",
        "Delta Home Appliances",
        "Mansoura",
        "01001122334",
        business=True,
        tax_registration_id="311540872",
        street="22 شارع الجمهورية",
        email="info@deltahome.com.eg",
        contact="م. سامح عبد الله",
        tags=("dealer", "appliances"),
        pricing="Dealer",
        credit_limit=150000,
        due_days=45,
        opening_balance=12500,
    ),
    DemoCustomer(
        "CUS-0004",
        "Nile Office Supplies",
        "Giza",
        "0122 765 4321",
        business=True,
        tax_registration_id="287603114",
        district="Dokki",
        street="8 شارع مصدق",
        phone="02 3761 2200",
        contact="أ. هالة منصور",
        tags=("office",),
        credit_limit=60000,
        due_days=30,
        opening_balance=7340.5,
    ),
    DemoCustomer(
        "CUS-0005",
        "Carrefour Egypt - Maadi",
        "Cairo",
        "01223344556",
        business=True,
        tax_registration_id="100224567",
        district="Maadi",
        street="كارفور المعادي، الطريق الدائري",
        email="ap.egypt@maf.example",
        contact="أ. كريم فؤاد",
        tags=("key account", "retail"),
        pricing="Custom",
        price_list="Key accounts",
        credit_limit=1000000,
        due_days=90,
        opening_balance=315000,
        own_account="كارفور مصر - المعادي",
        external_id="MAF-EG-0412",
    ),
    DemoCustomer(
        "CUS-0006",
        "Alexandria Trading House",
        "Alexandria",
        "0111 222 3344",
        business=True,
        tax_registration_id="415236987",
        district="Smouha",
        street="40 طريق فوزي معاذ",
        contact="أ. نبيل الإسكندراني",
        tags=("dealer",),
        pricing="Dealer",
        credit_limit=120000,
        due_days=45,
        opening_balance=22870,
    ),
    DemoCustomer(
        "CUS-0007",
        "Red Sea Resorts Co.",
        "Hurghada",
        "01099887766",
        business=True,
        tax_registration_id="522781036",
        street="طريق الشيراتون",
        email="stores@redsearesorts.example",
        tags=("hotels",),
        credit_limit=200000,
        due_days=60,
    ),
    DemoCustomer(
        "CUS-0008",
        "Cairo University Hospital Stores",
        "Giza",
        "01005566778",
        business=True,
        tax_registration_id="200100300",
        street="شارع الشيخ مرصفي، المنيل",
        contact="د. عادل حلمي",
        tags=("government",),
        credit_limit=300000,
        due_days=120,
        opening_balance=64500,
    ),
    DemoCustomer(
        "CUS-0009",
        "El Araby Distributors",
        "Tanta",
        "0100 998 7766",
        business=True,
        tax_registration_id="330456712",
        street="شارع البحر",
        tags=("dealer", "appliances"),
        pricing="SuperDealer",
        credit_limit=400000,
        due_days=60,
        opening_balance=98000,
        own_account="العربي للتوزيع",
    ),
    DemoCustomer(
        "CUS-0010",
        "Port Said Free Zone Traders",
        "Port Said",
        "+20 100 555 1212",
        business=True,
        tax_registration_id="610225844",
        street="المنطقة الحرة - بورسعيد",
        email="trade@psfz.example",
        tags=("export",),
        credit_limit=90000,
        due_days=30,
        currency="USD",
        opening_balance=15600,
    ),
    DemoCustomer(
        "CUS-0011",
        "Ismailia Agricultural Co-op",
        "Ismailia",
        "01066554433",
        business=True,
        tax_registration_id="715338290",
        street="شارع الثلاثيني",
        tags=("cooperative",),
        credit_limit=40000,
        due_days=30,
    ),
    DemoCustomer(
        "CUS-0012",
        "Zagazig Electrical Stores",
        "Zagazig",
        "0109 123 4567",
        business=True,
        tax_registration_id="415909123",
        street="شارع فاروق",
        tags=("electronics",),
        pricing="Dealer",
        credit_limit=50000,
        due_days=30,
    ),
    DemoCustomer(
        "CUS-0013",
        "Upper Egypt Trading",
        "Assiut",
        "01211223344",
        business=True,
        tax_registration_id="812667450",
        street="شارع الجمهورية، أسيوط",
        contact="أ. صابر الأسيوطي",
        tags=("dealer",),
        pricing="Dealer",
        credit_limit=80000,
        due_days=45,
        opening_balance=-2500,
    ),
    DemoCustomer(
        "CUS-0014",
        "Heliopolis Pharmacy Chain",
        "Cairo",
        "01000111222",
        business=True,
        tax_registration_id="205774118",
        district="Heliopolis",
        street="72 شارع الميرغني",
        email="it@heliopharma.example",
        tags=("retail",),
        credit_limit=70000,
        due_days=30,
        external_id="SHOP-1001",
    ),
    DemoCustomer(
        "CUS-0015",
        "Giza Schools Cooperative",
        "Giza",
        "01144556677",
        business=True,
        tax_registration_id="288112947",
        street="شارع الهرم",
        tags=("education", "government"),
        credit_limit=100000,
        due_days=90,
    ),
    DemoCustomer(
        "CUS-0016",
        "Smart Village Tech Park",
        "Giza",
        "01277889900",
        business=True,
        tax_registration_id="289003561",
        street="القرية الذكية، الكيلو 28 طريق مصر إسكندرية الصحراوي",
        email="procurement@smartvillage.example",
        tags=("key account",),
        pricing="Custom",
        price_list="Key accounts",
        credit_limit=500000,
        due_days=60,
        opening_balance=120400,
        own_account="القرية الذكية",
    ),
    DemoCustomer(
        "CUS-0017",
        "Nasr City Mobile Center",
        "Cairo",
        "0155 443 2211",
        business=True,
        tax_registration_id="206336778",
        district="Nasr City",
        street="سيتي ستارز، شارع عمر بن الخطاب",
        tags=("retail", "electronics"),
        pricing="Dealer",
        credit_limit=35000,
        due_days=15,
    ),
    DemoCustomer(
        "CUS-0018",
        "October Industrial Supplies",
        "Giza",
        "01011335577",
        business=True,
        tax_registration_id="290558123",
        street="المنطقة الصناعية الثالثة، 6 أكتوبر",
        tags=("industrial",),
        credit_limit=150000,
        due_days=60,
        opening_balance=33150,
    ),
    DemoCustomer(
        "CUS-0019",
        "Mansoura Furniture Gallery",
        "Mansoura",
        "01552468013",
        business=True,
        tax_registration_id="312998450",
        street="شارع الجيش",
        tags=("retail",),
    ),
    DemoCustomer(
        "CUS-0020",
        "Tanta Textile Traders",
        "Tanta",
        "01093571357",
        business=True,
        tax_registration_id="331220987",
        street="شارع سعيد",
        tags=("closed",),
        active=False,
    ),
    DemoCustomer(
        "CUS-0021",
        "Alex Marine Services",
        "Alexandria",
        "0127 111 9988",
        business=True,
        tax_registration_id="416550231",
        street="الميناء الشرقي",
        email="office@alexmarine.example",
        tags=("industrial",),
        credit_limit=60000,
        due_days=30,
        external_id="SHOP-1002",
    ),
    # Saudi dealers: KSA addresses carry building numbers; they pay in riyals.
    DemoCustomer(
        "CUS-0022",
        "Riyadh Electronics Est.",
        "Riyadh",
        "+966 50 123 4567",
        business=True,
        tax_registration_id="300456789100003",
        district="Al Olaya",
        street="طريق الملك فهد",
        building="7421",
        email="orders@riyadh-electronics.example",
        contact="أ. فهد العتيبي",
        tags=("export", "dealer"),
        pricing="Dealer",
        credit_limit=250000,
        due_days=60,
        currency="SAR",
        country="SA",
        opening_balance=41000,
    ),
    DemoCustomer(
        "CUS-0023",
        "Jeddah Trading Co.",
        "Jeddah",
        "+966 55 765 4321",
        business=True,
        tax_registration_id="310987654300003",
        district="Al Hamra",
        street="شارع فلسطين",
        building="2345",
        contact="أ. ماجد الغامدي",
        tags=("export",),
        credit_limit=180000,
        due_days=45,
        currency="SAR",
        country="SA",
    ),
    DemoCustomer(
        "CUS-0024",
        "Dammam Industrial Supplies",
        "Dammam",
        "+966 53 222 1100",
        business=True,
        tax_registration_id="302112233400003",
        street="الطريق الأول، المدينة الصناعية الثانية",
        building="8810",
        tags=("export", "industrial"),
        credit_limit=120000,
        due_days=30,
        currency="SAR",
        country="SA",
    ),
    DemoCustomer(
        "CUS-0025",
        "Faisal Al Qahtani",
        "Riyadh",
        "+966 56 908 7766",
        national_id="1023456789",
        district="Al Malaz",
        street="شارع الستين",
        building="3117",
        currency="SAR",
        country="SA",
    ),
    # Consumers: people who buy for themselves, mostly cash.
    DemoCustomer(
        "CUS-0026",
        "Ahmed Hassan Mahmoud",
        "Cairo",
        "01001234567",
        national_id="28503120101234",
        district="Nasr City",
        street="12 شارع مكرم عبيد",
        email="ahmed.hassan@example.com",
    ),
    DemoCustomer(
        "CUS-0027",
        "Mona Ibrahim Saleh",
        "Giza",
        "0122 345 6789",
        national_id="29007152101876",
        district="Dokki",
        street="5 شارع التحرير",
    ),
    DemoCustomer(
        "CUS-0028",
        "Mohamed Abdel Aziz",
        "Alexandria",
        "+20 111 234 5678",
        national_id="28811030201459",
        district="Smouha",
        street="18 شارع فيكتور عمانويل",
        credit_limit=10000,
        due_days=30,
        opening_balance=3200,
    ),
    DemoCustomer(
        "CUS-0029",
        "Fatma El Sayed",
        "Cairo",
        "01098765432",
        national_id="29204250102233",
        district="Heliopolis",
        street="3 شارع بغداد، الكوربة",
    ),
    DemoCustomer(
        "CUS-0030",
        "Omar Khaled Farouk",
        "Mansoura",
        "0100 765 4321",
        national_id="29512011204567",
        street="شارع قناة السويس",
        tags=("installments",),
        credit_limit=15000,
        due_days=180,
        opening_balance=8750,
    ),
    DemoCustomer(
        "CUS-0031",
        "Yasmin Adel",
        "Cairo",
        "01111112222",
        national_id="29709090106655",
        district="Maadi",
        street="شارع 9، المعادي",
        email="yasmin.adel@example.com",
    ),
    DemoCustomer("CUS-0032", "Hany Mostafa", "Tanta", "01234567890", national_id="28301011601122"),
    DemoCustomer(
        "CUS-0033",
        "Sara Nabil",
        "Alexandria",
        "0128 999 0001",
        national_id="29903030203344",
        street="كورنيش سيدي جابر",
    ),
    DemoCustomer(
        "CUS-0034",
        "Karim Youssef",
        "Giza",
        "01019283746",
        national_id="29110102105566",
        street="شارع فيصل",
        credit_limit=5000,
        due_days=30,
        opening_balance=-1500,
    ),
    DemoCustomer(
        "CUS-0035",
        "Nourhan Samir",
        "Cairo",
        "01550001122",
        national_id="30001150107788",
        district="Nasr City",
        street="عمارات العبور، صلاح سالم",
    ),
    DemoCustomer(
        "CUS-0036", "Tarek Fathy", "Zagazig", "0106 112 2334", national_id="28708081301239"
    ),
    DemoCustomer(
        "CUS-0037",
        "Rania Magdy",
        "Ismailia",
        "01277001100",
        national_id="29306061901456",
        street="شارع محمد علي",
    ),
    DemoCustomer(
        "CUS-0038",
        "Mahmoud Ezzat",
        "Assiut",
        "01003003003",
        national_id="28002022501789",
        tags=("installments",),
        credit_limit=8000,
        due_days=120,
        opening_balance=2400,
    ),
    DemoCustomer(
        "CUS-0039",
        "Dina Ashraf",
        "Port Said",
        "0114 567 8910",
        national_id="29411112001234",
        street="شارع الجمهورية، بورسعيد",
    ),
    DemoCustomer(
        "CUS-0040",
        "Ayman Salah",
        "Hurghada",
        "01020304050",
        national_id="28612123101111",
        street="الدهار",
    ),
    DemoCustomer(
        "CUS-0041",
        "Heba Gamal",
        "Cairo",
        "01112131415",
        national_id="29801010109876",
        district="Heliopolis",
        street="شارع الثورة",
        email="heba.gamal@example.com",
    ),
    DemoCustomer(
        "CUS-0042",
        "Sherif Ramadan",
        "Giza",
        "0101 010 1010",
        national_id="28909092103030",
        external_id="SHOP-1003",
        tags=("online",),
    ),
    DemoCustomer(
        "CUS-0043",
        "Amira Hosny",
        "Alexandria",
        "01225252525",
        national_id="29602022204040",
        street="شارع أبو قير، كليوباترا",
        tags=("online",),
        external_id="SHOP-1004",
    ),
    DemoCustomer(
        "CUS-0044", "Mostafa Kamal", "Mansoura", "01060606060", national_id="28404041205050"
    ),
    DemoCustomer(
        "CUS-0045",
        "Laila Osman",
        "Cairo",
        "01515151515",
        national_id="30102020106060",
        district="Maadi",
        street="شارع النصر، المعادي الجديدة",
    ),
    DemoCustomer(
        "CUS-0046",
        "Walid Shaker",
        "Tanta",
        "01000000999",
        national_id="27905051607070",
        active=False,
    ),
    DemoCustomer(
        "CUS-0047",
        "Nadia Fouad",
        "Giza",
        "0120 303 0404",
        national_id="29208082108080",
        street="شارع جامعة الدول العربية",
    ),
    DemoCustomer(
        "CUS-0048", "Islam Tawfik", "Zagazig", "01099990000", national_id="29910101309090"
    ),
    DemoCustomer(
        "CUS-0049",
        "Reem Abdel Rahman",
        "Cairo",
        "01288776655",
        national_id="30203030101212",
        district="Nasr City",
        street="الحي السابع، مدينة نصر",
        email="reem.ar@example.com",
        tags=("online",),
        external_id="SHOP-1005",
    ),
    DemoCustomer(
        "CUS-0050",
        "Hossam Badr",
        "Alexandria",
        "0111 000 2233",
        national_id="28107072201313",
        street="شارع خالد بن الوليد، ميامي",
    ),
)


def _ids(conn: sqlite3.Connection, sql: str, *args: object) -> dict[str, int]:
    """``{key: id}`` for a two-column query (key, id)."""
    return {str(row[0]): int(row[1]) for row in conn.execute(sql, args)}


def populate(conn: sqlite3.Connection, tenant_id: int) -> None:
    """Write the demo data into an empty tenant (after the chart, geography and people)."""
    now = utc_now()
    conn.executemany(
        "INSERT INTO price_lists (tenant_id, name) VALUES (?, ?)",
        [(tenant_id, name) for name in PRICE_LISTS],
    )
    price_lists = _ids(conn, "SELECT name, id FROM price_lists WHERE tenant_id = ?", tenant_id)
    countries = _ids(conn, "SELECT code, id FROM countries")
    cities = _ids(conn, "SELECT name, id FROM cities WHERE tenant_id = ?", tenant_id)
    districts = {
        (int(row["city_id"]), str(row["name"])): int(row["id"])
        for row in conn.execute(
            "SELECT id, city_id, name FROM districts WHERE tenant_id = ?", (tenant_id,)
        )
    }
    currencies = _ids(conn, "SELECT code, id FROM currencies WHERE tenant_id = ?", tenant_id)
    sales_persons = [
        int(row["id"])
        for row in conn.execute(
            "SELECT id FROM sales_persons WHERE tenant_id = ? AND is_active = 1 "
            "AND is_external = 0 ORDER BY id",
            (tenant_id,),
        )
    ]
    receivables_node = conn.execute(
        "SELECT id FROM account_nodes WHERE tenant_id = ? AND code = ?",
        (tenant_id, RECEIVABLES_NODE),
    ).fetchone()

    # Key accounts get a receivable account of their own: 110302, 110303, ...
    own_accounts = [customer for customer in CUSTOMERS if customer.own_account]
    conn.executemany(
        "INSERT INTO accounts (tenant_id, node_id, code, name, other_lang_name, type, "
        "is_active, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'AccountsReceivable', 1, ?, ?)",
        [
            (
                tenant_id,
                receivables_node["id"],
                f"{RECEIVABLES_NODE}{number:02d}",
                customer.name,
                customer.own_account,
                now,
                now,
            )
            for number, customer in enumerate(own_accounts, start=2)
        ],
    )
    own_account_codes = {
        customer.code: f"{RECEIVABLES_NODE}{number:02d}"
        for number, customer in enumerate(own_accounts, start=2)
    }
    accounts = _ids(conn, "SELECT code, id FROM accounts WHERE tenant_id = ?", tenant_id)

    rows = []
    for index, customer in enumerate(CUSTOMERS):
        city_id = cities.get(customer.city)
        # Businesses have an account manager, taken in turn from the sales team; consumers none.
        sales_person = (
            sales_persons[index % len(sales_persons)]
            if sales_persons and customer.business
            else None
        )
        rows.append(
            (
                tenant_id,
                customer.code,
                customer.name,
                "Business" if customer.business else "Consumer",
                customer.pricing,
                price_lists[customer.price_list] if customer.price_list else None,
                customer.tax_registration_id,
                customer.national_id,
                customer.credit_limit,
                "Credit" if customer.credit else "Cash",
                customer.due_days,
                accounts[own_account_codes.get(customer.code, TRADE_RECEIVABLES)],
                sales_person,
                currencies.get(customer.currency) if customer.currency else None,
                customer.external_id,
                int(customer.active),
                customer.contact,
                countries[customer.country],
                city_id,
                districts.get((city_id, customer.district or "")) if city_id else None,
                customer.phone,
                customer.mobile,
                customer.email,
                now,
                now,
            )
        )
    conn.executemany(
        "INSERT INTO customers (tenant_id, code, name, customer_type, pricing_type, "
        "price_list_id, tax_registration_id, national_id, credit_limit, payment_type, "
        "payment_max_due_days, related_account_id, sales_person_id, default_foreign_currency_id, "
        "external_id, is_active, contact_person, contact_country_id, contact_city_id, "
        "contact_district_id, phone, mobile, email, created_at, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        rows,
    )
    customer_ids = _ids(conn, "SELECT code, id FROM customers WHERE tenant_id = ?", tenant_id)

    conn.executemany(
        "INSERT INTO customer_tags (customer_id, tag) VALUES (?, ?)",
        [(customer_ids[c.code], tag) for c in CUSTOMERS for tag in c.tags],
    )
    conn.executemany(
        "INSERT INTO customer_addresses (customer_id, name, country_id, city_id, district_id, "
        "street, building_number, phone, is_default) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1)",
        [
            (
                customer_ids[c.code],
                "Head office" if c.business else "Home",
                countries[c.country],
                cities.get(c.city),
                districts.get((cities[c.city], c.district or "")) if c.city in cities else None,
                c.street,
                c.building,
                c.phone or c.mobile,
            )
            for c in CUSTOMERS
            if c.street
        ],
    )
    _opening_balances(conn, tenant_id, customer_ids, accounts, own_account_codes, now)


def _opening_balances(
    conn: sqlite3.Connection,
    tenant_id: int,
    customer_ids: dict[str, int],
    accounts: dict[str, int],
    own_account_codes: dict[str, str],
    now: str,
) -> None:
    """One posted opening-balance document: per customer, its receivable account against
    retained earnings (a negative balance is an advance the customer paid)."""
    cursor = conn.execute(
        "INSERT INTO documents (tenant_id, type, code, document_date, is_posted, is_approved, "
        "created_at) VALUES (?, 'OB', 'OB-2024-0001', ?, 1, 1, ?)",
        (tenant_id, OPENING_BALANCE_DATE, now),
    )
    document_id = int(cursor.lastrowid or 0)
    lines: list[tuple[int, int, int, int | None, float, float, str]] = []
    for customer in CUSTOMERS:
        amount = customer.opening_balance
        if not amount:
            continue
        receivable = accounts[own_account_codes.get(customer.code, TRADE_RECEIVABLES)]
        debit, credit = (amount, 0.0) if amount > 0 else (0.0, -amount)
        customer_id = customer_ids[customer.code]
        lines.append(
            (tenant_id, document_id, receivable, customer_id, debit, credit, "Opening balance")
        )
        lines.append(
            (
                tenant_id,
                document_id,
                accounts[OPENING_BALANCE_COUNTER_ACCOUNT],
                None,
                credit,
                debit,
                f"Opening balance {customer.code}",
            )
        )
    conn.executemany(
        "INSERT INTO ledger_lines (tenant_id, document_id, account_id, customer_id, debit, "
        "credit, comments) VALUES (?, ?, ?, ?, ?, ?, ?)",
        lines,
    )


# -- large data ---------------------------------------------------------------------------------
FIRST_NAMES = (
    "Ahmed", "Mohamed", "Mahmoud", "Omar", "Ali", "Hassan", "Hussein", "Khaled", "Karim",
    "Tarek", "Youssef", "Mostafa", "Ibrahim", "Amr", "Sherif", "Hany", "Walid", "Ayman",
    "Islam", "Hossam", "Sameh", "Adel", "Nabil", "Samir", "Fathy", "Magdy", "Ashraf", "Ezzat",
    "Gamal", "Ramadan", "Mona", "Fatma", "Sara", "Yasmin", "Nourhan", "Rania", "Dina", "Heba",
    "Amira", "Laila", "Nadia", "Reem", "Salma", "Mariam", "Aya", "Hala", "Noha", "Eman",
    "Doaa", "Shaimaa", "Marwa", "Ghada", "Nermeen", "Hagar", "Rana", "Esraa", "Habiba",
    "Malak", "Farida", "Jana",
)  # fmt: skip
FATHER_NAMES = (
    "Abdel Aziz", "Abdel Rahman", "Abdel Hamid", "Abdel Fattah", "Saleh", "Mahmoud",
    "Hassan", "Farouk", "Fouad", "Osman", "Kamal", "Tawfik", "Shaker", "Badr", "Hosny",
    "Nabil", "Salah", "Ezzat", "Gamal", "Ramadan", "Ibrahim", "Youssef", "Mostafa",
    "Khalil", "Zaki", "Sobhy", "Helmy", "Lotfy", "Rashad", "Fahmy", "Shawky", "Sabry",
    "Ragab", "Shaaban", "Hamdy", "Barakat", "Soliman", "Mansour", "Hegazy", "Attia",
    "Morsy", "Eid", "Abbas", "Anwar", "Bakr", "Darwish", "Ghoneim", "Hafez", "Kassem",
    "Labib", "Maher", "Nasr", "Qandil", "Rizk", "Sharaf", "Taha", "Wahba", "Yassin",
    "Zidan", "Amin",
)  # fmt: skip
FAMILY_NAMES = (
    "El Sayed", "El Masry", "El Sharkawy", "El Shennawy", "El Naggar", "El Hadidi",
    "El Gamal", "El Sherif", "El Badry", "El Tayeb", "El Banna", "El Attar", "El Sawy",
    "Abou Zeid", "Abou El Ela", "Abdallah", "Soliman", "Farag", "Gaber", "Hamza",
    "Ismail", "Khattab", "Mekawy", "Nour", "Radwan", "Salem", "Shehata", "Wahdan",
    "Younis", "Zaghloul", "Bayoumi", "Dessouky", "Fayed", "Ghanem", "Hegab", "Marei",
    "Negm", "Omran", "Sakr", "Tantawy",
)  # fmt: skip
GENERATED_CITIES = ("Cairo", "Giza", "Alexandria", "Mansoura", "Tanta", "Zagazig", "Assiut")
GENERATED_TAGS = ("online", "installments", "retail", "wholesale")


def _generated_name(number: int) -> str:
    """A unique three-part Egyptian name for each number (144,000 before a suffix shows)."""
    first = FIRST_NAMES[number % len(FIRST_NAMES)]
    rest = number // len(FIRST_NAMES)
    father = FATHER_NAMES[rest % len(FATHER_NAMES)]
    rest //= len(FATHER_NAMES)
    family = FAMILY_NAMES[rest % len(FAMILY_NAMES)]
    rest //= len(FAMILY_NAMES)
    name = f"{first} {father} {family}"
    return f"{name} {rest + 1}" if rest else name


def generate_customers(conn: sqlite3.Connection, tenant_id: int, count: int) -> int:
    """Add ``count`` consumer customers (codes GEN-000001, ...) for large-data trials.

    Fast: one ``executemany`` and one statement for tags, in the caller's transaction.
    Codes and names go on from the highest GEN code, so a second run never breaks
    uniqueness. Returns the count added.
    """
    last_code = conn.execute(
        "SELECT max(code) FROM customers WHERE tenant_id = ? AND code LIKE 'GEN-%'", (tenant_id,)
    ).fetchone()[0]
    already = int(last_code.removeprefix("GEN-")) if last_code else 0
    account = conn.execute(
        "SELECT id FROM accounts WHERE tenant_id = ? AND type = 'AccountsReceivable' "
        "ORDER BY code LIMIT 1",
        (tenant_id,),
    ).fetchone()
    cities = _ids(conn, "SELECT name, id FROM cities WHERE tenant_id = ?", tenant_id)
    egypt = _ids(conn, "SELECT code, id FROM countries").get("EG")
    now = utc_now()
    rows = []
    for number in range(already + 1, already + count + 1):
        city = cities.get(GENERATED_CITIES[number % len(GENERATED_CITIES)])
        credit = number % 4 == 0
        # Plausible, distinct-looking numbers without the cost of a random generator.
        scrambled = number * 7_919 + 104_729
        rows.append(
            (
                tenant_id,
                f"GEN-{number:06d}",
                _generated_name(number - 1),
                "Consumer",
                "EndUser",
                f"01{'0125'[number % 4]}{scrambled % 10**8:08d}",
                f"{2 + number % 2}{scrambled * 31 % 10**13:013d}",
                (5000, 10000, 20000)[number % 3] if credit else None,
                "Credit" if credit else "Cash",
                30 if credit else None,
                account["id"] if account else None,
                int(number % 20 != 0),  # one in twenty has left
                egypt,
                city,
                now,
                now,
            )
        )
    conn.executemany(
        "INSERT INTO customers (tenant_id, code, name, customer_type, pricing_type, mobile, "
        "national_id, credit_limit, payment_type, payment_max_due_days, related_account_id, "
        "is_active, contact_country_id, contact_city_id, created_at, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        rows,
    )
    # Every fifth new customer gets this run's tag, in one statement.
    tag = GENERATED_TAGS[already % len(GENERATED_TAGS)]
    first, last = f"GEN-{already + 1:06d}", f"GEN-{already + count:06d}"
    conn.execute(
        "INSERT INTO customer_tags (customer_id, tag) SELECT id, ? FROM customers "
        "WHERE tenant_id = ? AND code BETWEEN ? AND ? AND id % 5 = 0",
        (tag, tenant_id, first, last),
    )
    return count
