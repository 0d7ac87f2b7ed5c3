<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar" sourcelanguage="en">
<context>
    <name>Accessibility</name>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>امسح</translation>
    </message>
    <message>
        <source>Clear {field}</source>
        <translation>امسح {field}</translation>
    </message>
    <message>
        <source>Invalid entry</source>
        <translation>إدخال غير صالح</translation>
    </message>
    <message>
        <source>Line {line}</source>
        <translation>السطر {line}</translation>
    </message>
    <message>
        <source>{caption}: {value}</source>
        <translation>{caption}: {value}</translation>
    </message>
    <message>
        <source>{column}, line {line}</source>
        <translation>{column}، السطر {line}</translation>
    </message>
    <message>
        <source>{name}, invalid entry</source>
        <translation>{name}، إدخال غير صالح</translation>
    </message>
</context>
<context>
    <name>AccountPicker</name>
    <message>
        <source>(none)</source>
        <translation>(بلا)</translation>
    </message>
    <message>
        <source>Type a code or name</source>
        <translation>اكتب كودًا أو اسمًا</translation>
    </message>
</context>
<context>
    <name>AccountTypes</name>
    <message>
        <source>Accounts payable</source>
        <translation>الذمم الدائنة</translation>
    </message>
    <message>
        <source>Accounts receivable</source>
        <translation>الذمم المدينة</translation>
    </message>
    <message>
        <source>Added tax</source>
        <translation>ضريبة القيمة المضافة</translation>
    </message>
    <message>
        <source>Adjustment</source>
        <translation>التسوية</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>البنك</translation>
    </message>
    <message>
        <source>COGS</source>
        <translation>تكلفة البضاعة المباعة</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>النقدية</translation>
    </message>
    <message>
        <source>Ending inventory</source>
        <translation>مخزون آخر المدة</translation>
    </message>
    <message>
        <source>Inventory</source>
        <translation>المخزون</translation>
    </message>
    <message>
        <source>Notes payable</source>
        <translation>أوراق الدفع</translation>
    </message>
    <message>
        <source>Notes receivable</source>
        <translation>أوراق القبض</translation>
    </message>
    <message>
        <source>Other revenue</source>
        <translation>إيرادات أخرى</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>المشتريات</translation>
    </message>
    <message>
        <source>Purchase added tax</source>
        <translation>ضريبة القيمة المضافة على المشتريات</translation>
    </message>
    <message>
        <source>Purchase discount</source>
        <translation>خصم المشتريات</translation>
    </message>
    <message>
        <source>Purchase returns</source>
        <translation>مرتجعات المشتريات</translation>
    </message>
    <message>
        <source>Realized gain exchange</source>
        <translation>أرباح فروق عملة محققة</translation>
    </message>
    <message>
        <source>Realized loss exchange</source>
        <translation>خسائر فروق عملة محققة</translation>
    </message>
    <message>
        <source>Retained earning</source>
        <translation>الأرباح المحتجزة</translation>
    </message>
    <message>
        <source>Sales</source>
        <translation>المبيعات</translation>
    </message>
    <message>
        <source>Sales discount</source>
        <translation>خصم المبيعات</translation>
    </message>
    <message>
        <source>Sales returns</source>
        <translation>مرتجعات المبيعات</translation>
    </message>
    <message>
        <source>Sales tax</source>
        <translation>ضريبة المبيعات</translation>
    </message>
    <message>
        <source>Services sales</source>
        <translation>مبيعات الخدمات</translation>
    </message>
    <message>
        <source>Unrealized gain exchange</source>
        <translation>أرباح فروق عملة غير محققة</translation>
    </message>
    <message>
        <source>Unrealized loss exchange</source>
        <translation>خسائر فروق عملة غير محققة</translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>الهالك</translation>
    </message>
    <message>
        <source>Withholding tax</source>
        <translation>ضريبة الاستقطاع</translation>
    </message>
</context>
<context>
    <name>AccountingDocumentView</name>
    <message>
        <source>&amp;Lines</source>
        <translation>الأس&amp;طر</translation>
    </message>
    <message>
        <source>&amp;Paper number</source>
        <translation type="vanished">الرقم ال&amp;ورقي</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>طب&amp;اعة…</translation>
    </message>
    <message>
        <source>C&amp;urrency</source>
        <translation>العمل&amp;ة</translation>
    </message>
    <message>
        <source>Dat&amp;e</source>
        <translation>التاري&amp;خ</translation>
    </message>
    <message>
        <source>Exchan&amp;ge rate</source>
        <translation>سعر الصرف</translation>
    </message>
    <message>
        <source>Exchange &amp;rate</source>
        <translation type="vanished">سعر ال&amp;صرف</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>الأسطر</translation>
    </message>
    <message>
        <source>N&amp;otes</source>
        <translation type="vanished">ملاح&amp;ظات</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>ملاحظات</translation>
    </message>
    <message>
        <source>Organization currency (rate 1)</source>
        <translation>عملة المؤسسة (السعر 1)</translation>
    </message>
    <message>
        <source>Paper &amp;number</source>
        <translation type="vanished">الرقم ال&amp;ورقي</translation>
    </message>
    <message>
        <source>Paper num&amp;ber</source>
        <translation>الرقم ال&amp;ورقي</translation>
    </message>
    <message>
        <source>Prin&amp;t…</source>
        <translation type="vanished">طبا&amp;عة…</translation>
    </message>
    <message>
        <source>Print the saved document or save it as a PDF, in English or Arabic</source>
        <translation>طباعة المستند المحفوظ أو حفظه بصيغة PDF، بالعربية أو الإنجليزية</translation>
    </message>
    <message>
        <source>Saved as {code}.</source>
        <translation>حُفظ برقم {code}.</translation>
    </message>
    <message>
        <source>Today&apos;s rate</source>
        <translation>سعر اليوم</translation>
    </message>
</context>
<context>
    <name>AccountingLines</name>
    <message>
        <source>Cost centers and currencies could not be loaded ({reason}); each line takes its account&apos;s default cost center.</source>
        <translation>تعذّر تحميل مراكز التكلفة والعملات ({reason})؛ يأخذ كل سطر مركز التكلفة الافتراضي لحسابه.</translation>
    </message>
    <message>
        <source>Enter a number, e.g. 1500 or 12.75.</source>
        <translation>أدخل رقمًا، مثل 1500 أو 12.75.</translation>
    </message>
    <message>
        <source>Enter an amount above zero.</source>
        <translation>أدخل مبلغًا أكبر من صفر.</translation>
    </message>
</context>
<context>
    <name>Accounts</name>
    <message numerus="yes">
        <source>%Ln accounts</source>
        <translation>
            <numerusform>لا توجد حسابات</numerusform>
            <numerusform>حساب واحد</numerusform>
            <numerusform>حسابان</numerusform>
            <numerusform>%Ln حسابات</numerusform>
            <numerusform>%Ln حسابًا</numerusform>
            <numerusform>%Ln حساب</numerusform>
        </translation>
    </message>
    <message>
        <source>Active</source>
        <translation>نشط</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>الاسم المستعار</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>الكود</translation>
    </message>
    <message>
        <source>Loading accounts</source>
        <translation>تحميل الحسابات</translation>
    </message>
    <message>
        <source>Loading nodes</source>
        <translation>تحميل مجموعات الحسابات</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>No</source>
        <translation>لا</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>المجموعة</translation>
    </message>
    <message>
        <source>Other language</source>
        <translation>اللغة الأخرى</translation>
    </message>
    <message>
        <source>The accounts could not be loaded. {reason}</source>
        <translation>تعذّر تحميل الحسابات. {reason}</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>النوع</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>نعم</translation>
    </message>
</context>
<context>
    <name>AccountsView</name>
    <message>
        <source>&amp;Name</source>
        <translation type="vanished">ال&amp;اسم</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;تحديث</translation>
    </message>
    <message>
        <source>Account types and nodes</source>
        <translation>أنواع الحسابات ومجموعاتها</translation>
    </message>
    <message>
        <source>Accounts</source>
        <translation>الحسابات</translation>
    </message>
    <message>
        <source>All accounts</source>
        <translation>كل الحسابات</translation>
    </message>
    <message>
        <source>Chart of accounts</source>
        <translation>دليل الحسابات</translation>
    </message>
    <message>
        <source>Load the list again (F5)</source>
        <translation>إعادة تحميل القائمة (F5)</translation>
    </message>
    <message>
        <source>Nam&amp;e</source>
        <translation>ال&amp;اسم</translation>
    </message>
    <message>
        <source>Name contains…</source>
        <translation>الاسم يحتوي على…</translation>
    </message>
    <message>
        <source>Number of records</source>
        <translation>عدد السجلات</translation>
    </message>
    <message>
        <source>Type / node</source>
        <translation>النوع / المجموعة</translation>
    </message>
    <message>
        <source>accounts</source>
        <translation>الحسابات</translation>
    </message>
    <message>
        <source>{type}, node {node}</source>
        <translation>{type}، المجموعة {node}</translation>
    </message>
</context>
<context>
    <name>BrandEditorView</name>
    <message>
        <source>&amp;Brand manager</source>
        <translation>مدي&amp;ر العلامة التجارية</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation type="vanished">ال&amp;اسم</translation>
    </message>
    <message>
        <source>Brand &amp;manager</source>
        <translation type="vanished">مدير العلامة ال&amp;تجارية</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>Optional</source>
        <translation>اختياري</translation>
    </message>
    <message>
        <source>Saved. A brand cannot be changed after saving.</source>
        <translation>تم الحفظ. لا يمكن تعديل العلامة التجارية بعد حفظها.</translation>
    </message>
    <message>
        <source>Up to 50 characters each. A name cannot contain \ &apos; | , &quot; &lt; &gt; and cannot be changed after saving.</source>
        <translation>حتى 50 حرفًا لكل حقل. لا يجوز أن يحتوي الاسم على \ &apos; | , &quot; &lt; &gt; ولا يمكن تغييره بعد الحفظ.</translation>
    </message>
</context>
<context>
    <name>BrandListView</name>
    <message>
        <source>&amp;New brand</source>
        <translation>علامة تجارية &amp;جديدة</translation>
    </message>
    <message>
        <source>A brand cannot be renamed or deleted once created (the server allows neither).</source>
        <translation>لا يمكن تغيير اسم العلامة التجارية أو حذفها بعد إنشائها (الخادم لا يسمح بذلك).</translation>
    </message>
    <message>
        <source>Brands</source>
        <translation>العلامات التجارية</translation>
    </message>
    <message>
        <source>Create a brand (Ctrl+N)</source>
        <translation>إنشاء علامة تجارية (Ctrl+N)</translation>
    </message>
    <message>
        <source>N&amp;ame</source>
        <translation type="vanished">ال&amp;اسم</translation>
    </message>
    <message>
        <source>Nam&amp;e</source>
        <translation>ال&amp;اسم</translation>
    </message>
    <message>
        <source>Name contains…</source>
        <translation>الاسم يحتوي على…</translation>
    </message>
    <message>
        <source>The brands could not be loaded. {reason}</source>
        <translation>تعذّر تحميل العلامات التجارية. {reason}</translation>
    </message>
    <message>
        <source>brands</source>
        <translation>العلامات التجارية</translation>
    </message>
</context>
<context>
    <name>Brands</name>
    <message numerus="yes">
        <source>%Ln brands</source>
        <translation>
            <numerusform>لا توجد علامات تجارية</numerusform>
            <numerusform>علامة تجارية واحدة</numerusform>
            <numerusform>علامتان تجاريتان</numerusform>
            <numerusform>%Ln علامات تجارية</numerusform>
            <numerusform>%Ln علامة تجارية</numerusform>
            <numerusform>%Ln علامة تجارية</numerusform>
        </translation>
    </message>
    <message>
        <source>Brand manager</source>
        <translation>مدير العلامة التجارية</translation>
    </message>
    <message>
        <source>Loading brands</source>
        <translation>تحميل العلامات التجارية</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>New brand</source>
        <translation>علامة تجارية جديدة</translation>
    </message>
    <message>
        <source>Saving brand</source>
        <translation>حفظ العلامة التجارية</translation>
    </message>
    <message>
        <source>The server cannot be reached: the brand is kept in the outbox and will be sent when it can. You can close this tab.</source>
        <translation>تعذّر الوصول إلى الخادم: العلامة التجارية محفوظة في صندوق الصادر وستُرسل عندما يتاح ذلك. يمكنك إغلاق هذا التبويب.</translation>
    </message>
    <message>
        <source>The server did not save the brand.</source>
        <translation>لم يحفظ الخادم العلامة التجارية.</translation>
    </message>
    <message>
        <source>The server&apos;s answer was lost: the outbox checks whether the brand was saved before sending anything again. See View › Drafts and outbox.</source>
        <translation>ضاع رد الخادم: يتحقق صندوق الصادر مما إذا كانت العلامة التجارية قد حُفظت قبل إرسال أي شيء مرة أخرى. راجع عرض › المسودات وصندوق الصادر.</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>Open the report behind this card</source>
        <translation>افتح التقرير وراء هذه البطاقة</translation>
    </message>
    <message>
        <source>{figures}, press Enter for the report</source>
        <translation>{figures}، اضغط Enter لفتح التقرير</translation>
    </message>
</context>
<context>
    <name>CashEditor</name>
    <message>
        <source>A line cannot use the main cash account.</source>
        <translation>لا يجوز أن يستخدم السطر حساب النقدية الرئيسي.</translation>
    </message>
    <message>
        <source>A receivables line needs a customer.</source>
        <translation>سطر الذمم المدينة يحتاج إلى عميل.</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>الحساب</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>المبلغ</translation>
    </message>
    <message>
        <source>Choose the account of this line.</source>
        <translation>اختر حساب هذا السطر.</translation>
    </message>
    <message>
        <source>Choose the cash account the money goes through.</source>
        <translation>اختر حساب النقدية الذي تمر عبره الأموال.</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>ملاحظة</translation>
    </message>
    <message>
        <source>Correct the marked fields and lines, then save.</source>
        <translation>صحّح الحقول والأسطر المعلَّمة، ثم احفظ.</translation>
    </message>
    <message>
        <source>Cost center</source>
        <translation>مركز التكلفة</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>العميل</translation>
    </message>
    <message>
        <source>Deleting cash document</source>
        <translation>حذف السند النقدي</translation>
    </message>
    <message>
        <source>Enter at least one line: what the money is for.</source>
        <translation>أدخل سطرًا واحدًا على الأقل: الغرض من المبلغ.</translation>
    </message>
    <message>
        <source>Enter the amount.</source>
        <translation>أدخل المبلغ.</translation>
    </message>
    <message>
        <source>Loading cost centers and currencies</source>
        <translation>تحميل مراكز التكلفة والعملات</translation>
    </message>
    <message>
        <source>New cash in</source>
        <translation>سند قبض جديد</translation>
    </message>
    <message>
        <source>New cash out</source>
        <translation>سند صرف جديد</translation>
    </message>
    <message>
        <source>Saved as {code}. To change it, open it from Accounting › Journal entries.</source>
        <translation>حُفظ برقم {code}. لتعديله افتحه من المحاسبة › قيود اليومية.</translation>
    </message>
    <message>
        <source>Saving cash document</source>
        <translation>حفظ السند النقدي</translation>
    </message>
    <message>
        <source>The document changed on the server ({fields}).</source>
        <translation>تغيّر المستند على الخادم ({fields}).</translation>
    </message>
    <message>
        <source>The server cannot be reached: the document is kept in the outbox and will be sent when it can. You can close this tab.</source>
        <translation>تعذّر الوصول إلى الخادم: المستند محفوظ في صندوق الصادر وسيُرسل عندما يتاح ذلك. يمكنك إغلاق هذا التبويب.</translation>
    </message>
    <message>
        <source>The server did not save the document.</source>
        <translation>لم يحفظ الخادم المستند.</translation>
    </message>
    <message>
        <source>The server&apos;s answer was lost: the outbox checks whether the document was saved before sending anything again. See View › Drafts and outbox.</source>
        <translation>ضاع رد الخادم: يتحقق صندوق الصادر مما إذا كان المستند قد حُفظ قبل إرسال أي شيء مرة أخرى. راجع عرض › المسودات وصندوق الصادر.</translation>
    </message>
</context>
<context>
    <name>CashEditorView</name>
    <message>
        <source>&amp;Paid from (cash account)</source>
        <translation type="vanished">صُ&amp;رف من (حساب النقدية)</translation>
    </message>
    <message>
        <source>Choose a cash account…</source>
        <translation>اختر حساب نقدية…</translation>
    </message>
    <message>
        <source>Document code</source>
        <translation>رقم المستند</translation>
    </message>
    <message>
        <source>Pa&amp;id from (cash account)</source>
        <translation>صُ&amp;رف من (حساب النقدية)</translation>
    </message>
    <message>
        <source>Received &amp;into (cash account)</source>
        <translation>&amp;قُبض في (حساب النقدية)</translation>
    </message>
    <message>
        <source>Save the document (Ctrl+S)</source>
        <translation>حفظ المستند (Ctrl+S)</translation>
    </message>
    <message>
        <source>Total {amount}</source>
        <translation>الإجمالي {amount}</translation>
    </message>
    <message>
        <source>What the money is for: one line per account, never the cash account itself.</source>
        <translation>الغرض من المبلغ: سطر لكل حساب، ولا يُستخدم حساب النقدية نفسه أبدًا.</translation>
    </message>
    <message>
        <source>What the money paid: one line per account, never the cash account itself.</source>
        <translation>ما دُفع المبلغ مقابله: سطر لكل حساب، ولا يُستخدم حساب النقدية نفسه أبدًا.</translation>
    </message>
    <message>
        <source>given when saved</source>
        <translation>يُعطى عند الحفظ</translation>
    </message>
</context>
<context>
    <name>CashInDialog</name>
    <message>
        <source>&amp;Notes</source>
        <translation type="vanished">م&amp;لاحظات</translation>
    </message>
    <message>
        <source>&amp;Record cash in</source>
        <translation>&amp;تسجيل سند قبض</translation>
    </message>
    <message>
        <source>A&amp;mount received</source>
        <translation>ال&amp;مبلغ المقبوض</translation>
    </message>
    <message>
        <source>Cash &amp;account</source>
        <translation>حساب ال&amp;نقدية</translation>
    </message>
    <message>
        <source>Cash in on {code}</source>
        <translation>سند قبض على {code}</translation>
    </message>
    <message>
        <source>Left to pay on {code}: {left}</source>
        <translation>المتبقي للدفع على {code}: {left}</translation>
    </message>
    <message>
        <source>No active cash account is known yet: wait for the lists to load.</source>
        <translation>لا يُعرف حساب نقدية نشط بعد: انتظر تحميل القوائم.</translation>
    </message>
    <message>
        <source>Not&amp;es</source>
        <translation>م&amp;لاحظات</translation>
    </message>
</context>
<context>
    <name>ChartWidget</name>
    <message>
        <source>No figures for this period</source>
        <translation>لا أرقام لهذه الفترة</translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <source>{name} (waiting to be sent)</source>
        <translation>{name} (بانتظار الإرسال)</translation>
    </message>
</context>
<context>
    <name>ClassificationEditorView</name>
    <message>
        <source>&amp;Description</source>
        <translation type="vanished">ال&amp;وصف</translation>
    </message>
    <message>
        <source>&amp;Under</source>
        <translation>تحت</translation>
    </message>
    <message>
        <source>(choose)</source>
        <translation>(اختر)</translation>
    </message>
    <message>
        <source>C&amp;ode</source>
        <translation type="vanished">ال&amp;كود</translation>
    </message>
    <message>
        <source>Cod&amp;e</source>
        <translation>ال&amp;كود</translation>
    </message>
    <message>
        <source>Descr&amp;iption</source>
        <translation>ال&amp;وصف</translation>
    </message>
    <message>
        <source>Saved. A classification cannot be changed after saving.</source>
        <translation>تم الحفظ. لا يمكن تعديل التصنيف بعد حفظه.</translation>
    </message>
    <message>
        <source>The code is unique in the tree (up to 50 characters, no dash); the description up to 70 characters, unique under its parent. Stock items can only be put on the last level, so a classification holding items cannot get children. Once saved, a classification cannot be changed.</source>
        <translation>الكود فريد في الشجرة (حتى 50 حرفًا، بلا شرطة)؛ والوصف حتى 70 حرفًا، فريد تحت التصنيف الأب. لا توضع الأصناف المخزنية إلا في المستوى الأخير، لذا لا يمكن إضافة تصنيفات فرعية لتصنيف يحتوي على أصناف. بعد الحفظ لا يمكن تعديل التصنيف.</translation>
    </message>
</context>
<context>
    <name>ClassificationTreeView</name>
    <message numerus="yes">
        <source>%Ln classifications</source>
        <translation>
            <numerusform>لا توجد تصنيفات</numerusform>
            <numerusform>تصنيف واحد</numerusform>
            <numerusform>تصنيفان</numerusform>
            <numerusform>%Ln تصنيفات</numerusform>
            <numerusform>%Ln تصنيفًا</numerusform>
            <numerusform>%Ln تصنيف</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;New under selected…</source>
        <translation>&amp;جديد تحت المحدد…</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;تحديث</translation>
    </message>
    <message>
        <source>Classifications</source>
        <translation>التصنيفات</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>الكود</translation>
    </message>
    <message>
        <source>Create a classification under the selected one (Ctrl+N)</source>
        <translation>إنشاء تصنيف تحت التصنيف المحدد (Ctrl+N)</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>الوصف</translation>
    </message>
    <message>
        <source>Load the tree again (F5)</source>
        <translation>إعادة تحميل الشجرة (F5)</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>جارٍ التحميل…</translation>
    </message>
    <message>
        <source>Number of records</source>
        <translation>عدد السجلات</translation>
    </message>
    <message>
        <source>Stock-item classifications. The server lets you add a classification under another one; it cannot rename, move or delete them.</source>
        <translation>تصنيفات الأصناف المخزنية. يسمح الخادم بإضافة تصنيف تحت تصنيف آخر، لكنه لا يسمح بإعادة تسميتها أو نقلها أو حذفها.</translation>
    </message>
    <message>
        <source>The classifications could not be loaded. {reason}</source>
        <translation>تعذّر تحميل التصنيفات. {reason}</translation>
    </message>
    <message>
        <source>Why no new classification here</source>
        <translation>لماذا لا يمكن إضافة تصنيف جديد هنا</translation>
    </message>
    <message>
        <source>classifications</source>
        <translation>التصنيفات</translation>
    </message>
</context>
<context>
    <name>Classifications</name>
    <message numerus="yes">
        <source>%Ln sub-classifications</source>
        <translation>
            <numerusform>لا توجد تصنيفات فرعية</numerusform>
            <numerusform>تصنيف فرعي واحد</numerusform>
            <numerusform>تصنيفان فرعيان</numerusform>
            <numerusform>%Ln تصنيفات فرعية</numerusform>
            <numerusform>%Ln تصنيفًا فرعيًا</numerusform>
            <numerusform>%Ln تصنيف فرعي</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the classification this one goes under.</source>
        <translation>اختر التصنيف الذي يندرج تحته هذا التصنيف.</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>الكود</translation>
    </message>
    <message>
        <source>Could not find out whether “{name}” holds stock items: {reason}</source>
        <translation>تعذّر معرفة ما إذا كان “{name}” يحتوي على أصناف مخزنية: {reason}</translation>
    </message>
    <message>
        <source>Counting stock items</source>
        <translation>عدّ الأصناف المخزنية</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>الوصف</translation>
    </message>
    <message numerus="yes">
        <source>Last level; %Ln stock items</source>
        <translation>
            <numerusform>المستوى الأخير؛ لا توجد أصناف مخزنية</numerusform>
            <numerusform>المستوى الأخير؛ صنف مخزني واحد</numerusform>
            <numerusform>المستوى الأخير؛ صنفان مخزنيان</numerusform>
            <numerusform>المستوى الأخير؛ %Ln أصناف مخزنية</numerusform>
            <numerusform>المستوى الأخير؛ %Ln صنفًا مخزنيًا</numerusform>
            <numerusform>المستوى الأخير؛ %Ln صنف مخزني</numerusform>
        </translation>
    </message>
    <message>
        <source>Last level; counting its stock items…</source>
        <translation>المستوى الأخير؛ جارٍ عدّ أصنافه المخزنية…</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>المستوى</translation>
    </message>
    <message>
        <source>Loading tree</source>
        <translation>تحميل الشجرة</translation>
    </message>
    <message>
        <source>New classification</source>
        <translation>تصنيف جديد</translation>
    </message>
    <message>
        <source>Parent code</source>
        <translation>كود التصنيف الأب</translation>
    </message>
    <message>
        <source>Saving classification</source>
        <translation>حفظ التصنيف</translation>
    </message>
    <message>
        <source>Select the classification the new one goes under. A new top-level classification cannot be created here: the server requires a parent.</source>
        <translation>حدّد التصنيف الذي يندرج تحته التصنيف الجديد. لا يمكن إنشاء تصنيف في المستوى الأعلى هنا: الخادم يشترط وجود تصنيف أب.</translation>
    </message>
    <message>
        <source>The server cannot be reached: the classification is kept in the outbox and will be sent when it can. You can close this tab.</source>
        <translation>تعذّر الوصول إلى الخادم: التصنيف محفوظ في صندوق الصادر وسيُرسل عندما يتاح ذلك. يمكنك إغلاق هذا التبويب.</translation>
    </message>
    <message>
        <source>The server did not save the classification.</source>
        <translation>لم يحفظ الخادم التصنيف.</translation>
    </message>
    <message>
        <source>The server&apos;s answer was lost: the outbox checks whether the classification was saved before sending anything again. See View › Drafts and outbox.</source>
        <translation>ضاع رد الخادم: يتحقق صندوق الصادر مما إذا كان التصنيف قد حُفظ قبل إرسال أي شيء مرة أخرى. راجع عرض › المسودات وصندوق الصادر.</translation>
    </message>
    <message>
        <source>The tree could not be loaded: {reason}</source>
        <translation>تعذّر تحميل الشجرة: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>“{name}” holds %Ln stock items, so it cannot get sub-classifications: stock items live on the last level only. Move its items first, or choose another classification.</source>
        <translation>
            <numerusform>“{name}” لا يحتوي على أصناف مخزنية.</numerusform>
            <numerusform>“{name}” يحتوي على صنف مخزني واحد، لذا لا يمكن أن تُضاف له تصنيفات فرعية: الأصناف المخزنية توضع في المستوى الأخير فقط. انقل الصنف أولًا، أو اختر تصنيفًا آخر.</numerusform>
            <numerusform>“{name}” يحتوي على صنفين مخزنيين، لذا لا يمكن أن تُضاف له تصنيفات فرعية: الأصناف المخزنية توضع في المستوى الأخير فقط. انقل أصنافه أولًا، أو اختر تصنيفًا آخر.</numerusform>
            <numerusform>“{name}” يحتوي على %Ln أصناف مخزنية، لذا لا يمكن أن تُضاف له تصنيفات فرعية: الأصناف المخزنية توضع في المستوى الأخير فقط. انقل أصنافه أولًا، أو اختر تصنيفًا آخر.</numerusform>
            <numerusform>“{name}” يحتوي على %Ln صنفًا مخزنيًا، لذا لا يمكن أن تُضاف له تصنيفات فرعية: الأصناف المخزنية توضع في المستوى الأخير فقط. انقل أصنافه أولًا، أو اختر تصنيفًا آخر.</numerusform>
            <numerusform>“{name}” يحتوي على %Ln صنف مخزني، لذا لا يمكن أن تُضاف له تصنيفات فرعية: الأصناف المخزنية توضع في المستوى الأخير فقط. انقل أصنافه أولًا، أو اختر تصنيفًا آخر.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>&amp;About Back Office Desktop</source>
        <translation>&amp;حول المكتب الخلفي</translation>
    </message>
    <message>
        <source>&amp;Adjust invoiced quantity…</source>
        <translation>&amp;تعديل الكمية المفوترة…</translation>
    </message>
    <message>
        <source>&amp;Connect to a server…</source>
        <translation>الا&amp;تصال بخادم…</translation>
    </message>
    <message>
        <source>&amp;Customer</source>
        <translation>&amp;عميل</translation>
    </message>
    <message>
        <source>&amp;Dashboard</source>
        <translation>&amp;لوحة المتابعة</translation>
    </message>
    <message>
        <source>&amp;Drafts and outbox</source>
        <translation>ال&amp;مسودات وصندوق الصادر</translation>
    </message>
    <message>
        <source>&amp;Dynamic properties…</source>
        <translation>خصائص دينامي&amp;كية…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;ملف</translation>
    </message>
    <message>
        <source>&amp;Go to…</source>
        <translation>ا&amp;نتقال إلى…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>م&amp;ساعدة</translation>
    </message>
    <message>
        <source>&amp;Journal entry</source>
        <translation>&amp;قيد يومية</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>اختصارات ل&amp;وحة المفاتيح</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;جديد</translation>
    </message>
    <message>
        <source>&amp;Next tab</source>
        <translation>التبويب ال&amp;تالي</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>التف&amp;ضيلات…</translation>
    </message>
    <message>
        <source>&amp;Previous tab</source>
        <translation>التبويب ال&amp;سابق</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;خروج</translation>
    </message>
    <message>
        <source>&amp;Reports</source>
        <translation>التقا&amp;رير</translation>
    </message>
    <message>
        <source>&amp;Sales order</source>
        <translation>أمر &amp;بيع</translation>
    </message>
    <message>
        <source>&amp;Sync lists now</source>
        <translation>م&amp;زامنة القوائم الآن</translation>
    </message>
    <message>
        <source>&amp;Tax</source>
        <translation>ضر&amp;يبة</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;أدوات</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;عرض</translation>
    </message>
    <message>
        <source>Br&amp;and</source>
        <translation>علامة تجا&amp;رية</translation>
    </message>
    <message>
        <source>C&amp;lassification</source>
        <translation>&amp;تصنيف</translation>
    </message>
    <message>
        <source>Cash &amp;out (payment)</source>
        <translation>سند &amp;صرف (دفع)</translation>
    </message>
    <message>
        <source>Cash i&amp;n (receipt)</source>
        <translation>&amp;سند قبض (استلام)</translation>
    </message>
    <message>
        <source>Check for &amp;updates…</source>
        <translation>البحث عن &amp;تحديثات…</translation>
    </message>
    <message>
        <source>Check this &amp;server…</source>
        <translation>&amp;فحص هذا الخادم…</translation>
    </message>
    <message>
        <source>Cit&amp;y</source>
        <translation>المدين&amp;ة</translation>
    </message>
    <message>
        <source>Close &amp;tab</source>
        <translation>إ&amp;غلاق التبويب</translation>
    </message>
    <message>
        <source>Company detai&amp;ls…</source>
        <translation>بيانات ال&amp;شركة…</translation>
    </message>
    <message>
        <source>Import c&amp;ustomers…</source>
        <translation>استيراد ال&amp;عملاء…</translation>
    </message>
    <message>
        <source>Import stock &amp;items…</source>
        <translation>استيراد الأ&amp;صناف المخزنية…</translation>
    </message>
    <message>
        <source>Issue o&amp;ffering</source>
        <translation>إذن صرف عر&amp;ض</translation>
    </message>
    <message>
        <source>Next p&amp;ane</source>
        <translation>الجزء التا&amp;لي</translation>
    </message>
    <message>
        <source>Open the &amp;demo company</source>
        <translation>فتح الشركة التجري&amp;بية</translation>
    </message>
    <message>
        <source>Opening &amp;balance</source>
        <translation>رصيد ا&amp;فتتاحي</translation>
    </message>
    <message>
        <source>Pre&amp;vious pane</source>
        <translation>الجزء السا&amp;بق</translation>
    </message>
    <message>
        <source>Print a docu&amp;ment…</source>
        <translation>&amp;طباعة مستند…</translation>
    </message>
    <message>
        <source>Sales &amp;person</source>
        <translation>م&amp;ندوب مبيعات</translation>
    </message>
    <message>
        <source>Sales &amp;return…</source>
        <translation>مرت&amp;جع مبيعات…</translation>
    </message>
    <message>
        <source>Ser&amp;vice item</source>
        <translation>صنف خ&amp;دمي</translation>
    </message>
    <message>
        <source>Statement &amp;layout…</source>
        <translation>&amp;تنسيق القوائم المالية…</translation>
    </message>
    <message>
        <source>Stock &amp;item</source>
        <translation>صنف م&amp;خزني</translation>
    </message>
    <message>
        <source>Supplies rec&amp;eipt</source>
        <translation>استلام &amp;مستلزمات</translation>
    </message>
    <message>
        <source>Sync the lists, send the outbox and reconcile the whole ledger</source>
        <translation>مزامنة القوائم وإرسال الصادر ومطابقة دفتر الأستاذ كاملًا</translation>
    </message>
</context>
<context>
    <name>CompanyDetails</name>
    <message>
        <source>A Saudi VAT number has 15 digits and starts and ends with 3 (ZATCA prints it in the QR).</source>
        <translation>الرقم الضريبي السعودي ١٥ رقمًا يبدأ بـ ٣ وينتهي بـ ٣ (تطبعه هيئة الزكاة في رمز QR).</translation>
    </message>
    <message>
        <source>Enter a three-letter currency code (EGP, SAR).</source>
        <translation>أدخل كود العملة من ثلاثة أحرف (EGP، SAR).</translation>
    </message>
    <message>
        <source>Enter the legal name in English or Arabic.</source>
        <translation>أدخل الاسم القانوني بالإنجليزية أو بالعربية.</translation>
    </message>
    <message>
        <source>No image file is at this path.</source>
        <translation>لا يوجد ملف صورة في هذا المسار.</translation>
    </message>
    <message>
        <source>Too long for the ZATCA QR code on invoices: at most 127 Arabic letters or 255 English ones (255 bytes). Shorten the name.</source>
        <translation>الاسم أطول مما يسعه رمز QR لهيئة الزكاة على الفواتير: 127 حرفًا عربيًا أو 255 حرفًا إنجليزيًا على الأكثر (255 بايت). اختصر الاسم.</translation>
    </message>
</context>
<context>
    <name>CompanyDetailsDialog</name>
    <message>
        <source>&amp;Logo image</source>
        <translation>&amp;شعار الشركة</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;حفظ</translation>
    </message>
    <message>
        <source>&amp;VAT number</source>
        <translation>ال&amp;رقم الضريبي</translation>
    </message>
    <message>
        <source>Addr&amp;ess (English)</source>
        <translation>عنوان ال&amp;مقر (بالإنجليزية)</translation>
    </message>
    <message>
        <source>Address (Ara&amp;bic)</source>
        <translation>العنوان (&amp;بالعربية)</translation>
    </message>
    <message>
        <source>Bro&amp;wse…</source>
        <translation>ا&amp;ستعراض…</translation>
    </message>
    <message>
        <source>C&amp;urrency code</source>
        <translation>&amp;كود العملة</translation>
    </message>
    <message>
        <source>Commercial &amp;registration</source>
        <translation>السجل التجار&amp;ي</translation>
    </message>
    <message>
        <source>Company details</source>
        <translation>بيانات الشركة</translation>
    </message>
    <message>
        <source>E-&amp;invoicing</source>
        <translation>الفوترة الإ&amp;لكترونية</translation>
    </message>
    <message>
        <source>Egypt</source>
        <translation>مصر</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.svg)</source>
        <translation>صور (*.png *.jpg *.jpeg *.svg)</translation>
    </message>
    <message>
        <source>Legal &amp;name (English)</source>
        <translation>الاسم ال&amp;قانوني (بالإنجليزية)</translation>
    </message>
    <message>
        <source>Legal name (&amp;Arabic)</source>
        <translation>الاسم القانوني (بال&amp;عربية)</translation>
    </message>
    <message>
        <source>Logo image</source>
        <translation>شعار الشركة</translation>
    </message>
    <message>
        <source>None</source>
        <translation>لا شيء</translation>
    </message>
    <message>
        <source>P&amp;hone</source>
        <translation>ال&amp;هاتف</translation>
    </message>
    <message>
        <source>Saudi Arabia (ZATCA QR code)</source>
        <translation>السعودية (رمز QR لهيئة الزكاة)</translation>
    </message>
</context>
<context>
    <name>Connect</name>
    <message>
        <source>Connected. This API user may not read taxes, so some screens will be refused; ask for more roles in the service&apos;s portal.</source>
        <translation>تم الاتصال. مستخدم API هذا لا يملك صلاحية قراءة الضرائب، لذا ستُرفض بعض الشاشات؛ اطلب صلاحيات إضافية من بوابة الخدمة.</translation>
    </message>
    <message>
        <source>Connected: the server accepted the token.</source>
        <translation>تم الاتصال: قبل الخادم رمز الوصول.</translation>
    </message>
    <message>
        <source>Give the profile a name, e.g. the company.</source>
        <translation>أعطِ ملف الاتصال اسمًا، مثل اسم الشركة.</translation>
    </message>
    <message>
        <source>Switched to the demo company.</source>
        <translation>تم التحويل إلى الشركة التجريبية.</translation>
    </message>
    <message>
        <source>Testing connection</source>
        <translation>اختبار الاتصال</translation>
    </message>
    <message>
        <source>The demo company runs on this computer.</source>
        <translation>الشركة التجريبية تعمل على هذا الجهاز.</translation>
    </message>
    <message>
        <source>The server answered, but there is no Business Management API v3 at this address.</source>
        <translation>أجاب الخادم، لكن لا توجد واجهة Business Management API v3 على هذا العنوان.</translation>
    </message>
    <message>
        <source>The server refused the token. Check the JWT and the tenant id.</source>
        <translation>رفض الخادم رمز الوصول. تحقّق من رمز JWT ومعرّف المستأجر.</translation>
    </message>
    <message>
        <source>The server refused the token. Copy it again from the service&apos;s portal (it starts with “Bearer”).</source>
        <translation>رفض الخادم رمز الوصول. انسخه مرة أخرى من بوابة الخدمة (يبدأ بـ “Bearer”).</translation>
    </message>
    <message>
        <source>The token is kept for this session only.</source>
        <translation>رمز الوصول محفوظ لهذه الجلسة فقط.</translation>
    </message>
    <message>
        <source>The token is kept in the system keychain.</source>
        <translation>رمز الوصول محفوظ في سلسلة مفاتيح النظام.</translation>
    </message>
    <message>
        <source>This computer has no system keychain, so the token is kept only until the app closes: you will be asked for it again next time.</source>
        <translation>لا توجد سلسلة مفاتيح للنظام على هذا الجهاز، لذا يُحفظ رمز الوصول حتى إغلاق التطبيق فقط: سيُطلب منك مرة أخرى في المرة القادمة.</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <source>&amp;Delete</source>
        <translation>ح&amp;ذف</translation>
    </message>
    <message>
        <source>&amp;Delete profile</source>
        <translation>ح&amp;ذف ملف الاتصال</translation>
    </message>
    <message>
        <source>&amp;Discard and close</source>
        <translation>&amp;تجاهل وإغلاق</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation type="vanished">ال&amp;اسم</translation>
    </message>
    <message>
        <source>&amp;Profile</source>
        <translation>&amp;ملف الاتصال</translation>
    </message>
    <message>
        <source>&amp;Token</source>
        <translation type="vanished">&amp;رمز الوصول</translation>
    </message>
    <message>
        <source>C&amp;onnect</source>
        <translation type="vanished">ا&amp;تصال</translation>
    </message>
    <message>
        <source>Cancel goes back to the dialog, with what you typed.</source>
        <translation>«إلغاء» يعيدك إلى النافذة مع ما كتبته.</translation>
    </message>
    <message>
        <source>Connec&amp;t</source>
        <translation>اتصا&amp;ل</translation>
    </message>
    <message>
        <source>Connect to a server</source>
        <translation>الاتصال بخادم</translation>
    </message>
    <message>
        <source>Delete profile</source>
        <translation>حذف ملف الاتصال</translation>
    </message>
    <message>
        <source>Delete the profile “{name}” and its stored token?</source>
        <translation>هل تريد حذف ملف الاتصال “{name}” ورمز الوصول المحفوظ له؟</translation>
    </message>
    <message>
        <source>Discard what you typed?</source>
        <translation>تجاهل ما كتبته؟</translation>
    </message>
    <message>
        <source>JWT with tenant id</source>
        <translation>JWT مع معرّف المستأجر</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>New server profile…</source>
        <translation>ملف اتصال جديد بخادم…</translation>
    </message>
    <message>
        <source>Optional</source>
        <translation>اختياري</translation>
    </message>
    <message>
        <source>Paste the token value, e.g. Bearer …</source>
        <translation>الصق قيمة رمز الوصول، مثل Bearer …</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>ملف الاتصال</translation>
    </message>
    <message>
        <source>Required for a JWT</source>
        <translation>مطلوب لرمز JWT</translation>
    </message>
    <message>
        <source>Runs on this computer</source>
        <translation>يعمل على هذا الجهاز</translation>
    </message>
    <message>
        <source>Server &amp;address</source>
        <translation type="vanished">&amp;عنوان الخادم</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>عنوان الخادم</translation>
    </message>
    <message>
        <source>Service token (API user)</source>
        <translation>رمز خدمة (مستخدم API)</translation>
    </message>
    <message>
        <source>Stored: leave empty to keep it</source>
        <translation>محفوظ: اتركه فارغًا للإبقاء عليه</translation>
    </message>
    <message>
        <source>T&amp;est connection</source>
        <translation>ا&amp;ختبار الاتصال</translation>
    </message>
    <message>
        <source>Tenant &amp;id</source>
        <translation>معرّف الم&amp;ستأجر</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>جارٍ الاختبار…</translation>
    </message>
    <message>
        <source>The server address, name or token you typed here is not saved.</source>
        <translation>عنوان الخادم أو الاسم أو رمز الوصول الذي كتبته هنا غير محفوظ.</translation>
    </message>
    <message>
        <source>To&amp;ken</source>
        <translation>&amp;رمز الوصول</translation>
    </message>
    <message>
        <source>Token kind</source>
        <translation>نوع رمز الوصول</translation>
    </message>
</context>
<context>
    <name>Countries</name>
    <message>
        <source>Egypt</source>
        <translation>مصر</translation>
    </message>
    <message>
        <source>Jordan</source>
        <translation>الأردن</translation>
    </message>
    <message>
        <source>Saudi Arabia</source>
        <translation>المملكة العربية السعودية</translation>
    </message>
    <message>
        <source>United Arab Emirates</source>
        <translation>الإمارات العربية المتحدة</translation>
    </message>
</context>
<context>
    <name>CustomerEditorView</name>
    <message>
        <source>&amp;Add address</source>
        <translation>إ&amp;ضافة عنوان</translation>
    </message>
    <message>
        <source>&amp;Balance</source>
        <translation>ال&amp;رصيد</translation>
    </message>
    <message>
        <source>&amp;Mobile</source>
        <translation type="vanished">الج&amp;وال</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation type="vanished">ال&amp;اسم</translation>
    </message>
    <message>
        <source>&amp;Next ›</source>
        <translation>&amp;التالي ›</translation>
    </message>
    <message>
        <source>&amp;Phone</source>
        <translation>ال&amp;هاتف</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(غير محدد)</translation>
    </message>
    <message>
        <source>(the organization&apos;s default group)</source>
        <translation>(المجموعة الافتراضية للمؤسسة)</translation>
    </message>
    <message>
        <source>Active: offered on new documents</source>
        <translation>نشط: يظهر في المستندات الجديدة</translation>
    </message>
    <message>
        <source>Add&amp;resses</source>
        <translation>الع&amp;ناوين</translation>
    </message>
    <message>
        <source>Add&amp;resses ({count})</source>
        <translation>الع&amp;ناوين ({count})</translation>
    </message>
    <message>
        <source>Addresses</source>
        <translation>العناوين</translation>
    </message>
    <message>
        <source>Always apply the lowest discount</source>
        <translation>تطبيق أقل خصم دائمًا</translation>
    </message>
    <message>
        <source>B&amp;uilding no.</source>
        <translation>رقم الم&amp;بنى</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>الرصيد</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>المبنى</translation>
    </message>
    <message>
        <source>Choose the city first</source>
        <translation>اختر المدينة أولًا</translation>
    </message>
    <message>
        <source>Choose the customer&apos;s receivable account, or, for a new customer, the group to create one under (when your organization creates accounts with customers). Not both; neither uses the shared trade receivables account.</source>
        <translation>اختر حساب الذمم المدينة للعميل، أو، لعميل جديد، المجموعة التي يُنشأ الحساب تحتها (إذا كانت مؤسستك تنشئ حسابات مع العملاء). لا تختر الاثنين؛ وعدم اختيار أي منهما يستخدم حساب ذمم العملاء المشترك.</translation>
    </message>
    <message>
        <source>Cit&amp;y</source>
        <translation>الم&amp;دينة</translation>
    </message>
    <message>
        <source>City</source>
        <translation>المدينة</translation>
    </message>
    <message>
        <source>Cod&amp;e</source>
        <translation>ال&amp;كود</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>الكود</translation>
    </message>
    <message>
        <source>Contact</source>
        <translation>الاتصال</translation>
    </message>
    <message>
        <source>Contact person</source>
        <translation>ال&amp;شخص المسؤول</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>الدولة</translation>
    </message>
    <message>
        <source>Credit left</source>
        <translation>المتبقي من الائتمان</translation>
    </message>
    <message>
        <source>Credit limit</source>
        <translation>حد الائتمان</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>العميل</translation>
    </message>
    <message>
        <source>Customer pages</source>
        <translation>صفحات العميل</translation>
    </message>
    <message>
        <source>D&amp;escription</source>
        <translation>ال&amp;وصف</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>التاريخ</translation>
    </message>
    <message>
        <source>Deact&amp;ivate</source>
        <translation>إي&amp;قاف</translation>
    </message>
    <message>
        <source>Deact&amp;ivate…</source>
        <translation>إي&amp;قاف…</translation>
    </message>
    <message>
        <source>Deactivate customer</source>
        <translation>إيقاف العميل</translation>
    </message>
    <message>
        <source>Deactivate “{name}”? It stays on its documents but is no longer offered on new ones.</source>
        <translation>هل تريد إيقاف “{name}”؟ سيبقى في مستنداته لكنه لن يظهر في المستندات الجديدة.</translation>
    </message>
    <message>
        <source>Deactivated.</source>
        <translation>تم الإيقاف.</translation>
    </message>
    <message>
        <source>Debit minus credit over all dates, posted and unposted entries alike.</source>
        <translation>المدين ناقص الدائن لكل التواريخ، للقيود المرحّلة وغير المرحّلة على السواء.</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>افتراضي</translation>
    </message>
    <message>
        <source>Default address for documents</source>
        <translation>العنوان الافتراضي للمستندات</translation>
    </message>
    <message>
        <source>Delete customer</source>
        <translation>حذف العميل</translation>
    </message>
    <message>
        <source>Delete the customer “{name}” for good? This cannot be undone.</source>
        <translation>هل تريد حذف العميل “{name}” نهائيًا؟ لا يمكن التراجع عن ذلك.</translation>
    </message>
    <message>
        <source>Detai&amp;ls</source>
        <translation>ال&amp;تفاصيل</translation>
    </message>
    <message>
        <source>Discount</source>
        <translation>الخصم</translation>
    </message>
    <message>
        <source>Discount allowed</source>
        <translation>مسموح بالخصم</translation>
    </message>
    <message>
        <source>Discount from (%)</source>
        <translation>الخصم من (%)</translation>
    </message>
    <message>
        <source>Discount to (%)</source>
        <translation>الخصم إلى (%)</translation>
    </message>
    <message>
        <source>District</source>
        <translation>الحي</translation>
    </message>
    <message>
        <source>Documents to invoice</source>
        <translation>مستندات للفوترة</translation>
    </message>
    <message>
        <source>Due within (days)</source>
        <translation>الاستحقاق خلال (أيام)</translation>
    </message>
    <message>
        <source>E-m&amp;ail</source>
        <translation type="vanished">ال&amp;بريد الإلكتروني</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>البريد الإلكتروني</translation>
    </message>
    <message>
        <source>External ID</source>
        <translation>المعرّف ال&amp;خارجي</translation>
    </message>
    <message>
        <source>Fa&amp;x</source>
        <translation type="vanished">ال&amp;فاكس</translation>
    </message>
    <message>
        <source>Fax</source>
        <translation>الفاكس</translation>
    </message>
    <message>
        <source>Guarantee</source>
        <translation>الضمان</translation>
    </message>
    <message>
        <source>Insurance</source>
        <translation>التأمين</translation>
    </message>
    <message>
        <source>Mobile</source>
        <translation>الجوال</translation>
    </message>
    <message>
        <source>N&amp;ext ›</source>
        <translation type="vanished">&amp;التالي ›</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>National ID</source>
        <translation>الرقم القومي</translation>
    </message>
    <message>
        <source>Net total</source>
        <translation>صافي الإجمالي</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>بلا حد</translation>
    </message>
    <message>
        <source>No place matches “{text}”. Pick one from the list.</source>
        <translation>لا يوجد مكان يطابق “{text}”. اختر من القائمة.</translation>
    </message>
    <message>
        <source>Nothing matches “{text}”. Pick one from the list.</source>
        <translation>لا يوجد ما يطابق “{text}”. اختر من القائمة.</translation>
    </message>
    <message>
        <source>Optional: your other system&apos;s key</source>
        <translation>اختياري: المفتاح في نظامك الآخر</translation>
    </message>
    <message>
        <source>Or create under</source>
        <translation>أو أنشئ تحت</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>الدفع</translation>
    </message>
    <message>
        <source>Phone &amp;2</source>
        <translation>الهاتف ال&amp;ثاني</translation>
    </message>
    <message>
        <source>Postal code</source>
        <translation>الرمز البريدي</translation>
    </message>
    <message>
        <source>Price list</source>
        <translation>قائم&amp;ة الأسعار</translation>
    </message>
    <message>
        <source>Price list number</source>
        <translation>رقم قائمة الأسعار</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>التسعير</translation>
    </message>
    <message>
        <source>Re&amp;move address</source>
        <translation>حذ&amp;ف العنوان</translation>
    </message>
    <message>
        <source>Read a&amp;gain</source>
        <translation>قرا&amp;ءة مرة أخرى</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>جارٍ القراءة…</translation>
    </message>
    <message>
        <source>Receivable acco&amp;unt</source>
        <translation>حساب الذمم المدينة</translation>
    </message>
    <message>
        <source>Receivable account</source>
        <translation>حساب الذمم المدينة</translation>
    </message>
    <message>
        <source>Required with KSA e-invoicing</source>
        <translation>مطلوب مع الفوترة الإلكترونية السعودية</translation>
    </message>
    <message>
        <source>Required with e-invoicing</source>
        <translation>مطلوب مع الفوترة الإلكترونية</translation>
    </message>
    <message>
        <source>Sales person</source>
        <translation>مندوب المبيعات</translation>
    </message>
    <message>
        <source>Sales terms</source>
        <translation>شروط البيع</translation>
    </message>
    <message>
        <source>Save the customer (Ctrl+S)</source>
        <translation>حفظ العميل (Ctrl+S)</translation>
    </message>
    <message>
        <source>Separated by commas, e.g. wholesale, cairo</source>
        <translation>مفصولة بفواصل، مثل جملة، القاهرة</translation>
    </message>
    <message>
        <source>Shipping terms</source>
        <translation>شروط الشحن</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>عرض:</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>الحالة</translation>
    </message>
    <message>
        <source>Street</source>
        <translation>الشارع</translation>
    </message>
    <message>
        <source>T&amp;o invoice</source>
        <translation>&amp;للفوترة</translation>
    </message>
    <message>
        <source>Ta&amp;gs</source>
        <translation>الوسوم</translation>
    </message>
    <message>
        <source>Tax registration no.</source>
        <translation>رقم التسجيل الضري&amp;بي</translation>
    </message>
    <message>
        <source>The balance could not be read. {reason}</source>
        <translation>تعذّرت قراءة الرصيد. {reason}</translation>
    </message>
    <message>
        <source>The documents could not be read. {reason}</source>
        <translation>تعذّرت قراءة المستندات. {reason}</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>النوع</translation>
    </message>
    <message>
        <source>Type a city</source>
        <translation>اكتب مدينة</translation>
    </message>
    <message>
        <source>Type a district code or name</source>
        <translation>اكتب رمز الحي أو اسمه</translation>
    </message>
    <message>
        <source>Type a name</source>
        <translation>اكتب اسمًا</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>نعم</translation>
    </message>
    <message>
        <source>e.g. Head office, Warehouse</source>
        <translation>مثل المركز الرئيسي، المستودع</translation>
    </message>
    <message>
        <source>from %</source>
        <translation>من %</translation>
    </message>
    <message>
        <source>to %</source>
        <translation>إلى %</translation>
    </message>
    <message>
        <source>‹ &amp;Previous</source>
        <translation>‹ السا&amp;بق</translation>
    </message>
</context>
<context>
    <name>CustomerListView</name>
    <message>
        <source>&amp;Code</source>
        <translation type="vanished">ال&amp;كود</translation>
    </message>
    <message>
        <source>&amp;E-mail</source>
        <translation>البريد الإ&amp;لكتروني</translation>
    </message>
    <message>
        <source>&amp;Mobile</source>
        <translation type="vanished">الج&amp;وال</translation>
    </message>
    <message>
        <source>&amp;New customer</source>
        <translation>عميل &amp;جديد</translation>
    </message>
    <message>
        <source>&amp;Phone</source>
        <translation>ال&amp;هاتف</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation type="vanished">&amp;بحث</translation>
    </message>
    <message>
        <source>Active and inactive</source>
        <translation>النشط وغير النشط</translation>
    </message>
    <message>
        <source>Active only</source>
        <translation>النشط فقط</translation>
    </message>
    <message>
        <source>Clear Search to use the filters</source>
        <translation>امسح البحث لاستخدام عوامل التصفية</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>الكود</translation>
    </message>
    <message>
        <source>Create a customer (Ctrl+N)</source>
        <translation>إنشاء عميل (Ctrl+N)</translation>
    </message>
    <message>
        <source>Customers</source>
        <translation>العملاء</translation>
    </message>
    <message>
        <source>Deact&amp;ivate</source>
        <translation>إي&amp;قاف</translation>
    </message>
    <message>
        <source>Deact&amp;ivate…</source>
        <translation>إي&amp;قاف…</translation>
    </message>
    <message>
        <source>Deactivate customer</source>
        <translation>إيقاف العميل</translation>
    </message>
    <message>
        <source>Deactivate “{name}”? It stays on its documents but is no longer offered on new ones.</source>
        <translation>هل تريد إيقاف “{name}”؟ سيبقى في مستنداته لكنه لن يظهر في المستندات الجديدة.</translation>
    </message>
    <message>
        <source>Delete customer</source>
        <translation>حذف العميل</translation>
    </message>
    <message>
        <source>Delete the customer “{name}” for good? This cannot be undone.</source>
        <translation>هل تريد حذف العميل “{name}” نهائيًا؟ لا يمكن التراجع عن ذلك.</translation>
    </message>
    <message>
        <source>Edit the selected customer (Enter)</source>
        <translation>تعديل العميل المحدد (Enter)</translation>
    </message>
    <message>
        <source>Externa&amp;l ID</source>
        <translation>المعرّف ال&amp;خارجي</translation>
    </message>
    <message>
        <source>Filter by status</source>
        <translation>التصفية حسب الحالة</translation>
    </message>
    <message>
        <source>Inactive only</source>
        <translation>غير النشط فقط</translation>
    </message>
    <message>
        <source>Mobile</source>
        <translation>الجوال</translation>
    </message>
    <message>
        <source>N&amp;ame</source>
        <translation type="vanished">ال&amp;اسم</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>Name or mobile, spaces ignored (active only)</source>
        <translation>الاسم أو الجوال، مع تجاهل المسافات (النشط فقط)</translation>
    </message>
    <message>
        <source>Read the balance of the selected customers (Ctrl+B)</source>
        <translation>قراءة رصيد العملاء المحددين (Ctrl+B)</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>بحث</translation>
    </message>
    <message>
        <source>Search customers</source>
        <translation>البحث في العملاء</translation>
    </message>
    <message>
        <source>Show &amp;balance</source>
        <translation>عرض ال&amp;رصيد</translation>
    </message>
    <message>
        <source>Stat&amp;us</source>
        <translation>الحال&amp;ة</translation>
    </message>
    <message>
        <source>The customers could not be loaded. {reason}</source>
        <translation>تعذّر تحميل العملاء. {reason}</translation>
    </message>
    <message>
        <source>contains</source>
        <translation>يحتوي على</translation>
    </message>
    <message>
        <source>customers</source>
        <translation>العملاء</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>مطابق تمامًا</translation>
    </message>
</context>
<context>
    <name>Customers</name>
    <message numerus="yes">
        <source>%Ln addresses</source>
        <translation>
            <numerusform>لا توجد عناوين</numerusform>
            <numerusform>عنوان واحد</numerusform>
            <numerusform>عنوانان</numerusform>
            <numerusform>%Ln عناوين</numerusform>
            <numerusform>%Ln عنوانًا</numerusform>
            <numerusform>%Ln عنوان</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln balances could not be read. {reason}</source>
        <translation>
            <numerusform>لم تتعذر قراءة أي رصيد. {reason}</numerusform>
            <numerusform>تعذّرت قراءة رصيد واحد. {reason}</numerusform>
            <numerusform>تعذّرت قراءة رصيدين. {reason}</numerusform>
            <numerusform>تعذّرت قراءة %Ln أرصدة. {reason}</numerusform>
            <numerusform>تعذّرت قراءة %Ln رصيدًا. {reason}</numerusform>
            <numerusform>تعذّرت قراءة %Ln رصيد. {reason}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln customers</source>
        <translation>
            <numerusform>لا يوجد عملاء</numerusform>
            <numerusform>عميل واحد</numerusform>
            <numerusform>عميلان</numerusform>
            <numerusform>%Ln عملاء</numerusform>
            <numerusform>%Ln عميلًا</numerusform>
            <numerusform>%Ln عميل</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%Ln inactive)</source>
        <translation>
            <numerusform>(لا يوجد غير نشط)</numerusform>
            <numerusform>(واحد غير نشط)</numerusform>
            <numerusform>(اثنان غير نشطين)</numerusform>
            <numerusform>(%Ln غير نشطة)</numerusform>
            <numerusform>(%Ln غير نشط)</numerusform>
            <numerusform>(%Ln غير نشط)</numerusform>
        </translation>
    </message>
    <message>
        <source>A discount is a percentage: 100 or less.</source>
        <translation>الخصم نسبة مئوية: 100 أو أقل.</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>نشط</translation>
    </message>
    <message>
        <source>Address {number}: {problem}</source>
        <translation>العنوان {number}: {problem}</translation>
    </message>
    <message>
        <source>Addresses</source>
        <translation>العناوين</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>الرصيد</translation>
    </message>
    <message>
        <source>Business</source>
        <translation>شركة</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>نقدي</translation>
    </message>
    <message>
        <source>City</source>
        <translation>المدينة</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>الكود</translation>
    </message>
    <message>
        <source>Consumer</source>
        <translation>مستهلك</translation>
    </message>
    <message>
        <source>Contact person</source>
        <translation>الشخص المسؤول</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>الدولة</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>آجل</translation>
    </message>
    <message>
        <source>Credit limit</source>
        <translation>حد الائتمان</translation>
    </message>
    <message>
        <source>Deactivating</source>
        <translation>جارٍ الإيقاف</translation>
    </message>
    <message>
        <source>Deactivating customer</source>
        <translation>إيقاف العميل</translation>
    </message>
    <message>
        <source>Dealer price</source>
        <translation>سعر الموزع</translation>
    </message>
    <message>
        <source>Deleting customer</source>
        <translation>حذف العميل</translation>
    </message>
    <message>
        <source>Discount allowed</source>
        <translation>مسموح بالخصم</translation>
    </message>
    <message>
        <source>Discount from</source>
        <translation>الخصم من</translation>
    </message>
    <message>
        <source>Discount mandatory</source>
        <translation>الخصم إلزامي</translation>
    </message>
    <message>
        <source>Discount to</source>
        <translation>الخصم إلى</translation>
    </message>
    <message>
        <source>District</source>
        <translation>الحي</translation>
    </message>
    <message>
        <source>Due within (days)</source>
        <translation>الاستحقاق خلال (أيام)</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>البريد الإلكتروني</translation>
    </message>
    <message>
        <source>End-user price</source>
        <translation>سعر المستهلك</translation>
    </message>
    <message>
        <source>Enter 0 or more.</source>
        <translation>أدخل 0 أو أكثر.</translation>
    </message>
    <message>
        <source>Enter a number above 0.</source>
        <translation>أدخل رقمًا أكبر من 0.</translation>
    </message>
    <message>
        <source>Enter a number, e.g. 5000 or 2.5.</source>
        <translation>أدخل رقمًا، مثل 5000 أو 2.5.</translation>
    </message>
    <message>
        <source>Enter a whole number.</source>
        <translation>أدخل عددًا صحيحًا.</translation>
    </message>
    <message>
        <source>Enter an e-mail address, e.g. name@example.com.</source>
        <translation type="vanished">أدخل عنوان بريد إلكتروني، مثل name@example.com.</translation>
    </message>
    <message>
        <source>External ID</source>
        <translation>المعرّف الخارجي</translation>
    </message>
    <message>
        <source>Fax</source>
        <translation>الفاكس</translation>
    </message>
    <message>
        <source>Foreign currency</source>
        <translation>العملة الأجنبية</translation>
    </message>
    <message>
        <source>From the ledger cache, as of its last sync; select customers and press Show balance (Ctrl+B) for the server&apos;s own figure.</source>
        <translation>من نسخة دفتر الأستاذ المحفوظة، كما في آخر مزامنة؛ اختر عملاء واضغط عرض الرصيد (Ctrl+B) لرقم الخادم نفسه.</translation>
    </message>
    <message>
        <source>Guarantee</source>
        <translation>الضمان</translation>
    </message>
    <message>
        <source>Inactive: not offered on new documents.</source>
        <translation>غير نشط: لا يظهر في المستندات الجديدة.</translation>
    </message>
    <message>
        <source>Insurance</source>
        <translation>التأمين</translation>
    </message>
    <message>
        <source>Issue offering</source>
        <translation>إذن صرف</translation>
    </message>
    <message>
        <source>Loading accounts</source>
        <translation>تحميل الحسابات</translation>
    </message>
    <message>
        <source>Loading customers</source>
        <translation>تحميل العملاء</translation>
    </message>
    <message>
        <source>Mobile</source>
        <translation>الجوال</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>National ID</source>
        <translation>الرقم القومي</translation>
    </message>
    <message>
        <source>New customer</source>
        <translation>عميل جديد</translation>
    </message>
    <message>
        <source>No</source>
        <translation>لا</translation>
    </message>
    <message>
        <source>Nothing left to invoice.</source>
        <translation>لم يتبقَّ شيء للفوترة.</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>الدفع</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>الهاتف</translation>
    </message>
    <message>
        <source>Phone 2</source>
        <translation>الهاتف الثاني</translation>
    </message>
    <message>
        <source>Postal code</source>
        <translation>الرمز البريدي</translation>
    </message>
    <message>
        <source>Price list</source>
        <translation>قائمة الأسعار</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>التسعير</translation>
    </message>
    <message>
        <source>Reading balances</source>
        <translation>قراءة الأرصدة</translation>
    </message>
    <message>
        <source>Reading invoiceable documents</source>
        <translation>قراءة المستندات القابلة للفوترة</translation>
    </message>
    <message>
        <source>Reading the balance</source>
        <translation>قراءة الرصيد</translation>
    </message>
    <message>
        <source>Receivable account</source>
        <translation>حساب الذمم المدينة</translation>
    </message>
    <message>
        <source>Receive return</source>
        <translation>استلام مرتجع</translation>
    </message>
    <message>
        <source>Sales order</source>
        <translation>أمر بيع</translation>
    </message>
    <message>
        <source>Sales person</source>
        <translation>مندوب المبيعات</translation>
    </message>
    <message>
        <source>Sales return</source>
        <translation>مرتجع مبيعات</translation>
    </message>
    <message>
        <source>Saving customer</source>
        <translation>حفظ العميل</translation>
    </message>
    <message>
        <source>Search shows at most {cap} customers for each field it looks in (name and mobile unless your organization set others), active ones only: {count} found, there may be more. Type more of the name or mobile, or clear Search and use the Code, Name or Mobile filters, which list every match.</source>
        <translation>يعرض البحث {cap} عميل كحد أقصى لكل حقل يبحث فيه (الاسم والجوال ما لم تحدد مؤسستك غيرهما)، النشطين فقط: وُجد {count}، وقد يوجد المزيد. اكتب المزيد من الاسم أو الجوال، أو امسح البحث واستخدم عوامل التصفية بالكود أو الاسم أو الجوال، فهي تعرض كل النتائج.</translation>
    </message>
    <message>
        <source>Select customers and press Show balance (Ctrl+B).</source>
        <translation type="vanished">حدّد العملاء واضغط عرض الرصيد (Ctrl+B).</translation>
    </message>
    <message>
        <source>Set by the city</source>
        <translation>تحدده المدينة</translation>
    </message>
    <message>
        <source>Shipping terms</source>
        <translation>شروط الشحن</translation>
    </message>
    <message numerus="yes">
        <source>Showing the first {count} of %Ln customers. Use Search or the filters to find the others.</source>
        <translation>
            <numerusform>يُعرض أول {count} من %Ln عميل. استخدم البحث أو عوامل التصفية للعثور على الباقين.</numerusform>
            <numerusform>يُعرض أول {count} من عميل واحد. استخدم البحث أو عوامل التصفية للعثور على الباقين.</numerusform>
            <numerusform>يُعرض أول {count} من عميلين. استخدم البحث أو عوامل التصفية للعثور على الباقين.</numerusform>
            <numerusform>يُعرض أول {count} من %Ln عملاء. استخدم البحث أو عوامل التصفية للعثور على الباقين.</numerusform>
            <numerusform>يُعرض أول {count} من %Ln عميلًا. استخدم البحث أو عوامل التصفية للعثور على الباقين.</numerusform>
            <numerusform>يُعرض أول {count} من %Ln عميل. استخدم البحث أو عوامل التصفية للعثور على الباقين.</numerusform>
        </translation>
    </message>
    <message>
        <source>Someone else changed this customer since you opened it ({fields}).</source>
        <translation>عدّل شخص آخر هذا العميل منذ أن فتحته ({fields}).</translation>
    </message>
    <message>
        <source>Super-dealer price</source>
        <translation>سعر كبار الموزعين</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>الوسوم</translation>
    </message>
    <message>
        <source>Tax registration no.</source>
        <translation>رقم التسجيل الضريبي</translation>
    </message>
    <message>
        <source>The account list could not be loaded: {reason}</source>
        <translation>تعذّر تحميل قائمة الحسابات: {reason}</translation>
    </message>
    <message>
        <source>The highest discount must not be below the lowest.</source>
        <translation>لا يجوز أن يكون أعلى خصم أقل من أدنى خصم.</translation>
    </message>
    <message>
        <source>The server cannot be reached: the customer is kept in the outbox and will be sent when it can. You can close this tab.</source>
        <translation>تعذّر الوصول إلى الخادم: العميل محفوظ في صندوق الصادر وسيُرسل عندما يتاح ذلك. يمكنك إغلاق هذا التبويب.</translation>
    </message>
    <message>
        <source>The server did not save the customer.</source>
        <translation>لم يحفظ الخادم العميل.</translation>
    </message>
    <message>
        <source>The server&apos;s answer was lost: the outbox checks whether the customer was saved before sending anything again. See View › Drafts and outbox.</source>
        <translation>ضاع رد الخادم: يتحقق صندوق الصادر مما إذا كان العميل قد حُفظ قبل إرسال أي شيء مرة أخرى. راجع عرض › المسودات وصندوق الصادر.</translation>
    </message>
    <message>
        <source>This customer cannot be deleted: documents or ledger entries name it. Deactivate it instead: it stays on its documents but is no longer offered on new ones.</source>
        <translation>لا يمكن حذف هذا العميل: توجد مستندات أو قيود باسمه. أوقفه بدلًا من ذلك: سيبقى في مستنداته لكنه لن يظهر في المستندات الجديدة.</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>النوع</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>نعم</translation>
    </message>
    <message>
        <source>not read</source>
        <translation>لم يُقرأ</translation>
    </message>
    <message>
        <source>{field}: yours “{mine}”, theirs “{theirs}”</source>
        <translation>{field}: نسختك “{mine}”، نسختهم “{theirs}”</translation>
    </message>
    <message>
        <source>{first}–{last} of {total}</source>
        <translation>{first}–{last} من {total}</translation>
    </message>
    <message>
        <source>“{name}” was not deactivated. {reason}</source>
        <translation>لم يتم إيقاف “{name}”. {reason}</translation>
    </message>
</context>
<context>
    <name>Dashboard</name>
    <message>
        <source>Connecting… the report opens once the company is open.</source>
        <translation>جارٍ الاتصال… يُفتح التقرير حين تُفتح الشركة.</translation>
    </message>
    <message>
        <source>Dashboard</source>
        <translation>لوحة المتابعة</translation>
    </message>
    <message>
        <source>Last month</source>
        <translation>الشهر الماضي</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>هذا الشهر</translation>
    </message>
    <message>
        <source>This quarter</source>
        <translation>هذا الربع</translation>
    </message>
    <message>
        <source>This year</source>
        <translation>هذه السنة</translation>
    </message>
    <message>
        <source>{name} {amount}, link</source>
        <translation>{name} {amount}، رابط</translation>
    </message>
</context>
<context>
    <name>DashboardView</name>
    <message>
        <source>&amp;Period</source>
        <translation>الفتر&amp;ة</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;تحديث</translation>
    </message>
    <message>
        <source>&amp;Stock value</source>
        <translation>&amp;قيمة المخزون</translation>
    </message>
    <message>
        <source>&amp;Unposted entries</source>
        <translation>قيود غير م&amp;رحّلة</translation>
    </message>
    <message>
        <source>As of {day}</source>
        <translation>في {day}</translation>
    </message>
    <message>
        <source>At the last sync (the server gives no past stock)</source>
        <translation>عند آخر مزامنة (الخادم لا يعطي مخزونًا سابقًا)</translation>
    </message>
    <message>
        <source>Cash and &amp;bank</source>
        <translation>النقدية وال&amp;بنوك</translation>
    </message>
    <message>
        <source>Cash and bank</source>
        <translation>النقدية والبنوك</translation>
    </message>
    <message>
        <source>Customers over their credit limit: {count}</source>
        <translation>عملاء تجاوزوا حد الائتمان: {count}</translation>
    </message>
    <message>
        <source>Dated in the period and awaiting review; {count} in all</source>
        <translation>بتاريخ في الفترة وفي انتظار المراجعة؛ {count} في المجموع</translation>
    </message>
    <message>
        <source>Documents awaiting review (not posted yet)</source>
        <translation type="vanished">مستندات في انتظار المراجعة (لم تُرحّل بعد)</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>الأرقام</translation>
    </message>
    <message>
        <source>In the period: received {received}, paid {paid}</source>
        <translation>في الفترة: مقبوض {received}، مدفوع {paid}</translation>
    </message>
    <message>
        <source>Last month</source>
        <translation type="vanished">الشهر الماضي</translation>
    </message>
    <message>
        <source>Last month: {amount}</source>
        <translation type="vanished">الشهر الماضي: {amount}</translation>
    </message>
    <message>
        <source>Net sales</source>
        <translation>صافي المبيعات</translation>
    </message>
    <message>
        <source>Net sales: {amount}</source>
        <translation>صافي المبيعات: {amount}</translation>
    </message>
    <message>
        <source>No cash or bank accounts</source>
        <translation>لا توجد حسابات نقدية أو بنكية</translation>
    </message>
    <message>
        <source>Nothing awaits review</source>
        <translation>لا شيء في انتظار المراجعة</translation>
    </message>
    <message>
        <source>Overdue (over 30 days): {amount}</source>
        <translation>متأخر (أكثر من 30 يومًا): {amount}</translation>
    </message>
    <message>
        <source>Owed for over 30 days: {amount}</source>
        <translation>مستحق منذ أكثر من 30 يومًا: {amount}</translation>
    </message>
    <message>
        <source>Owed to suppl&amp;iers</source>
        <translation>المست&amp;حق للموردين</translation>
    </message>
    <message>
        <source>Owed to suppliers</source>
        <translation>المستحق للموردين</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>الفترة</translation>
    </message>
    <message>
        <source>Period before</source>
        <translation>الفترة السابقة</translation>
    </message>
    <message>
        <source>Period before ({days}): {amount}</source>
        <translation>الفترة السابقة ({days}): {amount}</translation>
    </message>
    <message>
        <source>Re&amp;ceivables</source>
        <translation>ال&amp;ذمم المدينة</translation>
    </message>
    <message>
        <source>Receivables</source>
        <translation>الذمم المدينة</translation>
    </message>
    <message>
        <source>Sal&amp;es in the period</source>
        <translation>مبيعات &amp;هذه الفترة</translation>
    </message>
    <message>
        <source>Sales by month</source>
        <translation>المبيعات حسب الشهر</translation>
    </message>
    <message>
        <source>Sales in the period</source>
        <translation>مبيعات الفترة</translation>
    </message>
    <message>
        <source>Sales in the period and the one before, by day</source>
        <translation>مبيعات الفترة والفترة السابقة، يومًا بيوم</translation>
    </message>
    <message>
        <source>Sales this &amp;month</source>
        <translation type="vanished">مبيعات &amp;هذا الشهر</translation>
    </message>
    <message>
        <source>Sales this month</source>
        <translation type="vanished">مبيعات هذا الشهر</translation>
    </message>
    <message>
        <source>Sales this month and last month, by day</source>
        <translation type="vanished">مبيعات هذا الشهر والشهر الماضي، يومًا بيوم</translation>
    </message>
    <message>
        <source>Sales, last t&amp;welve months</source>
        <translation type="vanished">مبيعات آخر ا&amp;ثني عشر شهرًا</translation>
    </message>
    <message>
        <source>Sales, last twelve months</source>
        <translation type="vanished">مبيعات آخر اثني عشر شهرًا</translation>
    </message>
    <message>
        <source>Sales, t&amp;welve months to the period&apos;s end</source>
        <translation>المبيعات، ا&amp;ثنا عشر شهرًا حتى نهاية الفترة</translation>
    </message>
    <message>
        <source>Sales, twelve months to the period&apos;s end</source>
        <translation>المبيعات، اثنا عشر شهرًا حتى نهاية الفترة</translation>
    </message>
    <message>
        <source>Stock value</source>
        <translation>قيمة المخزون</translation>
    </message>
    <message>
        <source>Stock value by warehouse</source>
        <translation>قيمة المخزون حسب المخزن</translation>
    </message>
    <message>
        <source>This month</source>
        <translation type="vanished">هذا الشهر</translation>
    </message>
    <message>
        <source>This period</source>
        <translation>هذه الفترة</translation>
    </message>
    <message>
        <source>Top debtors</source>
        <translation>أكبر المدينين</translation>
    </message>
    <message>
        <source>Top suppliers</source>
        <translation>أكبر الموردين</translation>
    </message>
    <message>
        <source>Unposted entries</source>
        <translation>القيود غير المرحّلة</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>القيمة</translation>
    </message>
    <message>
        <source>not computed yet</source>
        <translation>لم تُحسب بعد</translation>
    </message>
    <message>
        <source>overdue {amount}</source>
        <translation>المتأخر {amount}</translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <translation>من {first} إلى {last}</translation>
    </message>
</context>
<context>
    <name>DocumentView</name>
    <message>
        <source>&amp;Close</source>
        <translation>إ&amp;غلاق</translation>
    </message>
    <message>
        <source>&amp;Lines</source>
        <translation>الأس&amp;طر</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>طب&amp;اعة…</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;تحديث</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>إخفاء</translation>
    </message>
    <message>
        <source>Document code</source>
        <translation>رقم المستند</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>الأسطر</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>جارٍ التحميل…</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="vanished">ملاحظات</translation>
    </message>
    <message>
        <source>Notes: {notes}</source>
        <translation>ملاحظات: {notes}</translation>
    </message>
    <message>
        <source>Open {code}</source>
        <translation>فتح {code}</translation>
    </message>
    <message>
        <source>Open {code} ({keys})</source>
        <translation>فتح {code} ({keys})</translation>
    </message>
    <message>
        <source>Opening {code}…</source>
        <translation>جارٍ فتح {code}…</translation>
    </message>
    <message>
        <source>Print the document or save it as a PDF, in English or Arabic</source>
        <translation>طباعة المستند أو حفظه بصيغة PDF، بالعربية أو الإنجليزية</translation>
    </message>
    <message>
        <source>Read the document again (F5)</source>
        <translation>قراءة المستند مرة أخرى (F5)</translation>
    </message>
    <message>
        <source>Related:</source>
        <translation>مستندات مرتبطة:</translation>
    </message>
    <message>
        <source>This app has no window for {code} yet.</source>
        <translation>لا توجد في هذا التطبيق نافذة لـ {code} بعد.</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>الإجماليات</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>حاول مرة أخرى</translation>
    </message>
    <message>
        <source>document-lines</source>
        <translation>أسطر المستند</translation>
    </message>
    <message>
        <source>{label} {code}</source>
        <translation>{label} {code}</translation>
    </message>
</context>
<context>
    <name>Documents</name>
    <message>
        <source>Document</source>
        <translation>مستند</translation>
    </message>
    <message>
        <source>Issue offering</source>
        <translation>إذن صرف</translation>
    </message>
    <message>
        <source>Issue offering (IO)</source>
        <translation>إذن صرف (IO)</translation>
    </message>
    <message>
        <source>Issue return</source>
        <translation>مرتجع صرف</translation>
    </message>
    <message>
        <source>Issue return (IR)</source>
        <translation>مرتجع صرف (IR)</translation>
    </message>
    <message>
        <source>Loading {code}</source>
        <translation>تحميل {code}</translation>
    </message>
    <message>
        <source>Opening balance</source>
        <translation>رصيد افتتاحي</translation>
    </message>
    <message>
        <source>Opening balance (OB)</source>
        <translation>رصيد افتتاحي (OB)</translation>
    </message>
    <message>
        <source>Opening {code}</source>
        <translation>فتح {code}</translation>
    </message>
    <message>
        <source>Purchase order</source>
        <translation>أمر شراء</translation>
    </message>
    <message>
        <source>Purchase order (PO)</source>
        <translation>أمر شراء (PO)</translation>
    </message>
    <message>
        <source>Purchase return</source>
        <translation>مرتجع مشتريات</translation>
    </message>
    <message>
        <source>Purchase return (PR)</source>
        <translation>مرتجع مشتريات (PR)</translation>
    </message>
    <message>
        <source>Received supplies</source>
        <translation>إذن استلام توريدات</translation>
    </message>
    <message>
        <source>Received supplies (RS)</source>
        <translation>إذن استلام توريدات (RS)</translation>
    </message>
    <message>
        <source>Return receipt</source>
        <translation>إذن استلام مرتجع</translation>
    </message>
    <message>
        <source>Return receipt (RR)</source>
        <translation>إذن استلام مرتجع (RR)</translation>
    </message>
    <message>
        <source>Sales order</source>
        <translation>أمر بيع</translation>
    </message>
    <message>
        <source>Sales order (SO)</source>
        <translation>أمر بيع (SO)</translation>
    </message>
    <message>
        <source>Sales return</source>
        <translation>مرتجع مبيعات</translation>
    </message>
    <message>
        <source>Sales return (SR)</source>
        <translation>مرتجع مبيعات (SR)</translation>
    </message>
    <message>
        <source>Supplies request</source>
        <translation>طلب توريد</translation>
    </message>
    <message>
        <source>Supplies request (PQ)</source>
        <translation>طلب توريد (PQ)</translation>
    </message>
    <message>
        <source>Transfer in</source>
        <translation>تحويل وارد</translation>
    </message>
    <message>
        <source>Transfer in (RT)</source>
        <translation>تحويل وارد (RT)</translation>
    </message>
    <message>
        <source>Transfer out</source>
        <translation>تحويل صادر</translation>
    </message>
    <message>
        <source>Transfer out (IT)</source>
        <translation>تحويل صادر (IT)</translation>
    </message>
    <message>
        <source>{code} could not be loaded. {reason}</source>
        <translation>تعذّر تحميل {code}. {reason}</translation>
    </message>
    <message>
        <source>{code} could not be opened. {reason}</source>
        <translation>تعذّر فتح {code}. {reason}</translation>
    </message>
    <message>
        <source>{code} was not found on the server.</source>
        <translation>لم يُعثر على {code} على الخادم.</translation>
    </message>
</context>
<context>
    <name>DynamicProperties</name>
    <message numerus="yes">
        <source>%Ln properties</source>
        <translation>
            <numerusform>لا توجد خصائص</numerusform>
            <numerusform>خاصية واحدة</numerusform>
            <numerusform>خاصيتان</numerusform>
            <numerusform>%Ln خصائص</numerusform>
            <numerusform>%Ln خاصية</numerusform>
            <numerusform>%Ln خاصية</numerusform>
        </translation>
    </message>
    <message>
        <source>A property keeps at least one value: add one before saving.</source>
        <translation>يجب أن تحتفظ الخاصية بقيمة واحدة على الأقل: أضف قيمة قبل الحفظ.</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>الكود</translation>
    </message>
    <message numerus="yes">
        <source>Created (%Ln values).</source>
        <translation>
            <numerusform>تم الإنشاء (بلا قيم).</numerusform>
            <numerusform>تم الإنشاء (قيمة واحدة).</numerusform>
            <numerusform>تم الإنشاء (قيمتان).</numerusform>
            <numerusform>تم الإنشاء (%Ln قيم).</numerusform>
            <numerusform>تم الإنشاء (%Ln قيمة).</numerusform>
            <numerusform>تم الإنشاء (%Ln قيمة).</numerusform>
        </translation>
    </message>
    <message>
        <source>Creating properties</source>
        <translation>إنشاء الخصائص</translation>
    </message>
    <message>
        <source>Enter at least one value.</source>
        <translation>أدخل قيمة واحدة على الأقل.</translation>
    </message>
    <message>
        <source>Loading</source>
        <translation>تحميل</translation>
    </message>
    <message>
        <source>Loading properties</source>
        <translation>تحميل الخصائص</translation>
    </message>
    <message>
        <source>Loading the tree</source>
        <translation>تحميل الشجرة</translation>
    </message>
    <message>
        <source>More value codes than values: give one code per value.</source>
        <translation>عدد أكواد القيم أكبر من عدد القيم: أعطِ كودًا واحدًا لكل قيمة.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>Not created: the server did not say why.</source>
        <translation>لم يُنشأ: لم يذكر الخادم السبب.</translation>
    </message>
    <message>
        <source>Not created: {reason}</source>
        <translation>لم يُنشأ: {reason}</translation>
    </message>
    <message>
        <source>Saving values</source>
        <translation>حفظ القيم</translation>
    </message>
    <message>
        <source>Skipped: the same name is earlier in the batch.</source>
        <translation>تم التخطي: الاسم نفسه موجود في موضع سابق من الدفعة.</translation>
    </message>
    <message>
        <source>The properties could not be loaded. {reason}</source>
        <translation>تعذّر تحميل الخصائص. {reason}</translation>
    </message>
    <message>
        <source>The values were not saved. {reason}</source>
        <translation>لم تُحفظ القيم. {reason}</translation>
    </message>
    <message>
        <source>Value list</source>
        <translation>قائمة القيم</translation>
    </message>
    <message>
        <source>Value {number}: {message}</source>
        <translation>القيمة {number}: {message}</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>القيم</translation>
    </message>
    <message>
        <source>{field} of “{value}”</source>
        <translation>{field} للقيمة “{value}”</translation>
    </message>
</context>
<context>
    <name>DynamicPropertiesView</name>
    <message>
        <source>&amp;Add row</source>
        <translation>إ&amp;ضافة صف</translation>
    </message>
    <message>
        <source>&amp;Add value</source>
        <translation>إ&amp;ضافة قيمة</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>إل&amp;غاء</translation>
    </message>
    <message>
        <source>&amp;Create properties</source>
        <translation>إ&amp;نشاء الخصائص</translation>
    </message>
    <message>
        <source>&amp;New properties</source>
        <translation>خصائص ج&amp;ديدة</translation>
    </message>
    <message>
        <source>&amp;Properties</source>
        <translation>ال&amp;خصائص</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;تحديث</translation>
    </message>
    <message>
        <source>&amp;Save values</source>
        <translation>&amp;حفظ القيم</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>مس&amp;ح</translation>
    </message>
    <message>
        <source>Choose a property to see its values</source>
        <translation>اختر خاصية لعرض قيمها</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>الكود</translation>
    </message>
    <message>
        <source>Dynamic properties</source>
        <translation>الخصائص الديناميكية</translation>
    </message>
    <message>
        <source>Dynamic property pages</source>
        <translation>صفحات الخصائص الديناميكية</translation>
    </message>
    <message>
        <source>Dynamic property tree</source>
        <translation>شجرة الخصائص الديناميكية</translation>
    </message>
    <message>
        <source>Load the list again (F5)</source>
        <translation>إعادة تحميل القائمة (F5)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>New properties</source>
        <translation>خصائص جديدة</translation>
    </message>
    <message>
        <source>New properties summary</source>
        <translation>ملخص الخصائص الجديدة</translation>
    </message>
    <message>
        <source>No</source>
        <translation>لا</translation>
    </message>
    <message>
        <source>Number of records</source>
        <translation>عدد السجلات</translation>
    </message>
    <message>
        <source>One property per row. Separate values with commas, e.g. “Cotton, Wool”; codes are needed only when your organization does not number them, one per value in the same order. Create sends all rows at once; each row then says what happened to it.</source>
        <translation>خاصية واحدة في كل صف. افصل القيم بفواصل، مثل “قطن، صوف”؛ الأكواد مطلوبة فقط إذا كانت مؤسستك لا ترقّمها، كود لكل قيمة بالترتيب نفسه. زر الإنشاء يرسل كل الصفوف دفعة واحدة؛ ثم يوضح كل صف ما حدث له.</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>الخاصية</translation>
    </message>
    <message>
        <source>Property / value</source>
        <translation>الخاصية / القيمة</translation>
    </message>
    <message>
        <source>Re&amp;move value</source>
        <translation>حذ&amp;ف القيمة</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>النتيجة</translation>
    </message>
    <message>
        <source>Save or cancel the changes to “{name}” first.</source>
        <translation>احفظ التعديلات على “{name}” أو ألغِها أولًا.</translation>
    </message>
    <message>
        <source>Save the value list (Ctrl+S)</source>
        <translation>حفظ قائمة القيم (Ctrl+S)</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>تم الحفظ.</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>جارٍ الحفظ…</translation>
    </message>
    <message>
        <source>Send every row (Ctrl+Enter)</source>
        <translation>إرسال كل الصفوف (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>جارٍ الإرسال…</translation>
    </message>
    <message>
        <source>The list is saved as a whole: a value removed here is deleted (refused while an item uses it). A property cannot be renamed.</source>
        <translation>تُحفظ القائمة كاملة: القيمة المحذوفة هنا تُحذف (ويُرفض ذلك ما دام صنف يستخدمها). لا يمكن إعادة تسمية الخاصية.</translation>
    </message>
    <message>
        <source>Tr&amp;ee</source>
        <translation>ال&amp;شجرة</translation>
    </message>
    <message>
        <source>Type at least one property.</source>
        <translation>اكتب خاصية واحدة على الأقل.</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>القيمة</translation>
    </message>
    <message>
        <source>Value codes</source>
        <translation>أكواد القيم</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>القيم</translation>
    </message>
    <message>
        <source>Values of the property</source>
        <translation>قيم الخاصية</translation>
    </message>
    <message>
        <source>Values of “{name}”</source>
        <translation>قيم “{name}”</translation>
    </message>
    <message>
        <source>Values status</source>
        <translation>حالة القيم</translation>
    </message>
    <message>
        <source>Visible</source>
        <translation>ظاهرة</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>نعم</translation>
    </message>
    <message>
        <source>dynamic properties</source>
        <translation>الخصائص الديناميكية</translation>
    </message>
    <message>
        <source>dynamic property tree</source>
        <translation>شجرة الخصائص الديناميكية</translation>
    </message>
    <message>
        <source>{created} of {count} created. See each row.</source>
        <translation>أُنشئ {created} من {count}. راجع كل صف.</translation>
    </message>
</context>
<context>
    <name>EditorScreen</name>
    <message>
        <source>&amp;Close</source>
        <translation>إ&amp;غلاق</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>ح&amp;ذف</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>ح&amp;ذف…</translation>
    </message>
    <message>
        <source>&amp;Overwrite with mine</source>
        <translation>است&amp;بدال بنسختي</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;حفظ</translation>
    </message>
    <message>
        <source>Changed by someone else</source>
        <translation>عدّله شخص آخر</translation>
    </message>
    <message>
        <source>Keep your version and overwrite theirs, or take theirs and lose your changes?</source>
        <translation>هل تحتفظ بنسختك وتستبدل نسختهم، أم تأخذ نسختهم وتفقد تعديلاتك؟</translation>
    </message>
    <message>
        <source>Save (Ctrl+S)</source>
        <translation>حفظ (Ctrl+S)</translation>
    </message>
    <message>
        <source>Save status</source>
        <translation>حالة الحفظ</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>تم الحفظ.</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>جارٍ الحفظ…</translation>
    </message>
    <message>
        <source>Ta&amp;ke theirs</source>
        <translation>أ&amp;خذ نسختهم</translation>
    </message>
</context>
<context>
    <name>ErrorCode</name>
    <message>
        <source>A cost center is required.</source>
        <translation>مركز التكلفة مطلوب.</translation>
    </message>
    <message>
        <source>A document with a total of zero is not allowed.</source>
        <translation>لا يُسمح بمستند إجماليه صفر.</translation>
    </message>
    <message>
        <source>A document with this date already exists.</source>
        <translation>يوجد مستند بهذا التاريخ بالفعل.</translation>
    </message>
    <message>
        <source>A line does not belong to the document.</source>
        <translation>أحد الأسطر لا ينتمي إلى المستند.</translation>
    </message>
    <message>
        <source>A line has a price of zero.</source>
        <translation>أحد الأسطر سعره صفر.</translation>
    </message>
    <message>
        <source>A line has a quantity of zero.</source>
        <translation>أحد الأسطر كميته صفر.</translation>
    </message>
    <message>
        <source>A payables line needs a supplier.</source>
        <translation>سطر الذمم الدائنة يحتاج إلى مورد.</translation>
    </message>
    <message>
        <source>A posted document cannot be changed.</source>
        <translation>لا يمكن تعديل مستند مرحّل.</translation>
    </message>
    <message>
        <source>A receivables line needs a customer.</source>
        <translation>سطر الذمم المدينة يحتاج إلى عميل.</translation>
    </message>
    <message>
        <source>A sales person is required.</source>
        <translation>مندوب المبيعات مطلوب.</translation>
    </message>
    <message>
        <source>A serial number is already reserved by another order.</source>
        <translation>أحد الأرقام التسلسلية محجوز بالفعل لأمر آخر.</translation>
    </message>
    <message>
        <source>A tax has either sales/purchase accounts or a withholding account, not both.</source>
        <translation>للضريبة إما حسابات مبيعات/مشتريات أو حساب استقطاع، وليس الاثنان معًا.</translation>
    </message>
    <message>
        <source>A tax on this document has been deleted.</source>
        <translation>حُذفت إحدى الضرائب المستخدمة في هذا المستند.</translation>
    </message>
    <message>
        <source>A valid tax is required because the company uses electronic invoicing.</source>
        <translation>مطلوب ضريبة صالحة لأن الشركة تستخدم الفوترة الإلكترونية.</translation>
    </message>
    <message>
        <source>A value still used by stock items cannot be removed.</source>
        <translation>لا يمكن حذف قيمة لا تزال أصناف مخزنية تستخدمها.</translation>
    </message>
    <message>
        <source>All items of a bundle need the same tax rate for Saudi e-invoicing.</source>
        <translation>يجب أن يكون لكل أصناف الطقم نسبة الضريبة نفسها في الفوترة الإلكترونية السعودية.</translation>
    </message>
    <message>
        <source>All taxes must use the same purchase account as the existing taxes.</source>
        <translation>يجب أن تستخدم كل الضرائب حساب المشتريات نفسه الذي تستخدمه الضرائب الحالية.</translation>
    </message>
    <message>
        <source>All taxes must use the same sales account as the existing taxes.</source>
        <translation>يجب أن تستخدم كل الضرائب حساب المبيعات نفسه الذي تستخدمه الضرائب الحالية.</translation>
    </message>
    <message>
        <source>All taxes must use the same sales withholding account as the existing taxes.</source>
        <translation>يجب أن تستخدم كل الضرائب حساب استقطاع المبيعات نفسه الذي تستخدمه الضرائب الحالية.</translation>
    </message>
    <message>
        <source>Another document already has this paper number.</source>
        <translation>يوجد مستند آخر بهذا الرقم الورقي بالفعل.</translation>
    </message>
    <message>
        <source>Choose a valid withholding tax.</source>
        <translation>اختر ضريبة استقطاع صالحة.</translation>
    </message>
    <message>
        <source>Choose an e-invoice tax type of the e-invoicing system this company is connected to.</source>
        <translation>اختر نوع ضريبة الفاتورة الإلكترونية من منظومة الفوترة الإلكترونية المرتبطة بها هذه الشركة.</translation>
    </message>
    <message>
        <source>Choose the cash account the refund is paid from.</source>
        <translation>اختر حساب النقدية الذي يُصرف منه المبلغ المرتجع.</translation>
    </message>
    <message>
        <source>Document types must be SO, SR, IO or RR.</source>
        <translation>يجب أن تكون أنواع المستندات SO أو SR أو IO أو RR.</translation>
    </message>
    <message>
        <source>Documents cannot be dated in the future.</source>
        <translation>لا يجوز أن يكون تاريخ المستندات في المستقبل.</translation>
    </message>
    <message>
        <source>Documents in a closed period cannot be changed.</source>
        <translation>لا يمكن تعديل المستندات في فترة مغلقة.</translation>
    </message>
    <message>
        <source>Dynamic properties are turned off for this company.</source>
        <translation>الخصائص الديناميكية غير مفعّلة لهذه الشركة.</translation>
    </message>
    <message>
        <source>Each customer address needs a building number (KSA e-invoicing).</source>
        <translation>كل عنوان للعميل يحتاج إلى رقم مبنى (الفوترة الإلكترونية السعودية).</translation>
    </message>
    <message>
        <source>Enter a code for each value (the company codes items freely).</source>
        <translation>أدخل كودًا لكل قيمة (الشركة تُكوِّد الأصناف يدويًا).</translation>
    </message>
    <message>
        <source>Enter a code for each value (the company does not generate codes).</source>
        <translation>أدخل كودًا لكل قيمة (الشركة لا تولّد الأكواد تلقائيًا).</translation>
    </message>
    <message>
        <source>Enter a code for the property (the company codes items freely).</source>
        <translation>أدخل كودًا للخاصية (الشركة تُكوِّد الأصناف يدويًا).</translation>
    </message>
    <message>
        <source>Enter a code for the property (the company does not generate codes).</source>
        <translation>أدخل كودًا للخاصية (الشركة لا تولّد الأكواد تلقائيًا).</translation>
    </message>
    <message>
        <source>Enter the shipping date (Saudi e-invoicing).</source>
        <translation>أدخل تاريخ الشحن (الفوترة الإلكترونية السعودية).</translation>
    </message>
    <message>
        <source>Every line needs a tax for Saudi e-invoicing.</source>
        <translation>كل سطر يحتاج إلى ضريبة في الفوترة الإلكترونية السعودية.</translation>
    </message>
    <message>
        <source>Everything issued on this order has already been returned.</source>
        <translation>كل ما صُرف على هذا الأمر أُرجع بالفعل.</translation>
    </message>
    <message>
        <source>Give at least one line, and no adjustment of zero.</source>
        <translation>أدخل سطرًا واحدًا على الأقل، بلا تعديل بقيمة صفر.</translation>
    </message>
    <message>
        <source>It already exists.</source>
        <translation>موجود بالفعل.</translation>
    </message>
    <message>
        <source>More serial numbers than the quantity.</source>
        <translation>عدد الأرقام التسلسلية أكبر من الكمية.</translation>
    </message>
    <message>
        <source>Not enough stock: the balance of some items would go below zero.</source>
        <translation>المخزون غير كافٍ: رصيد بعض الأصناف سيصبح أقل من صفر.</translation>
    </message>
    <message>
        <source>Nothing of this order has been issued yet, so nothing can be returned.</source>
        <translation>لم يُصرف أي شيء من هذا الأمر بعد، لذا لا يمكن إرجاع شيء.</translation>
    </message>
    <message>
        <source>Posted documents cannot be changed or deleted.</source>
        <translation>لا يمكن تعديل المستندات المرحّلة أو حذفها.</translation>
    </message>
    <message>
        <source>Sales documents need a cost center in this company.</source>
        <translation>مستندات المبيعات تحتاج إلى مركز تكلفة في هذه الشركة.</translation>
    </message>
    <message>
        <source>Service lines can be returned only with an order that also has items.</source>
        <translation>لا يمكن إرجاع أسطر الخدمات إلا مع أمر يحتوي على أصناف أيضًا.</translation>
    </message>
    <message>
        <source>The bundle does not exist.</source>
        <translation>الطقم غير موجود.</translation>
    </message>
    <message>
        <source>The cash account has no alias, which document codes need.</source>
        <translation>حساب النقدية ليس له اسم مستعار، وأرقام المستندات تحتاج إليه.</translation>
    </message>
    <message>
        <source>The cash amount is more than the total.</source>
        <translation>المبلغ النقدي أكبر من الإجمالي.</translation>
    </message>
    <message>
        <source>The city does not exist.</source>
        <translation>المدينة غير موجودة.</translation>
    </message>
    <message>
        <source>The company has no default cost method.</source>
        <translation>ليس للشركة طريقة تكلفة افتراضية.</translation>
    </message>
    <message>
        <source>The company has no system currency set up.</source>
        <translation>لم تُعدّ عملة النظام للشركة.</translation>
    </message>
    <message>
        <source>The cost center does not exist.</source>
        <translation>مركز التكلفة غير موجود.</translation>
    </message>
    <message>
        <source>The country does not exist.</source>
        <translation>الدولة غير موجودة.</translation>
    </message>
    <message>
        <source>The customer does not exist.</source>
        <translation>العميل غير موجود.</translation>
    </message>
    <message>
        <source>The customer needs a tax registration number for Egyptian e-invoicing.</source>
        <translation>العميل يحتاج إلى رقم تسجيل ضريبي للفوترة الإلكترونية المصرية.</translation>
    </message>
    <message>
        <source>The customer needs an address for Egyptian e-invoicing.</source>
        <translation>العميل يحتاج إلى عنوان للفوترة الإلكترونية المصرية.</translation>
    </message>
    <message>
        <source>The date cannot be in the future.</source>
        <translation>لا يجوز أن يكون التاريخ في المستقبل.</translation>
    </message>
    <message>
        <source>The date is before the sales order&apos;s date.</source>
        <translation>التاريخ يسبق تاريخ أمر البيع.</translation>
    </message>
    <message>
        <source>The date is in a closed period.</source>
        <translation>التاريخ في فترة مغلقة.</translation>
    </message>
    <message>
        <source>The description contains special characters that are not allowed.</source>
        <translation>يحتوي الوصف على رموز خاصة غير مسموح بها.</translation>
    </message>
    <message>
        <source>The document is not approved yet.</source>
        <translation>المستند لم يُعتمد بعد.</translation>
    </message>
    <message>
        <source>The document is tied to a cashed credit or debit note.</source>
        <translation>المستند مرتبط بإشعار دائن أو مدين تم صرفه.</translation>
    </message>
    <message>
        <source>The document type must be SO, SR, IO, RR, RS or IR.</source>
        <translation>يجب أن يكون نوع المستند SO أو SR أو IO أو RR أو RS أو IR.</translation>
    </message>
    <message>
        <source>The download link has expired.</source>
        <translation>انتهت صلاحية رابط التنزيل.</translation>
    </message>
    <message>
        <source>The download link is not valid.</source>
        <translation>رابط التنزيل غير صالح.</translation>
    </message>
    <message>
        <source>The entry changed since it was read; load it again.</source>
        <translation>تغيّر القيد منذ قراءته؛ حمّله مرة أخرى.</translation>
    </message>
    <message>
        <source>The entry&apos;s lines changed since they were read; load it again.</source>
        <translation>تغيّرت أسطر القيد منذ قراءتها؛ حمّله مرة أخرى.</translation>
    </message>
    <message>
        <source>The exchange rate has too many decimal places.</source>
        <translation>سعر الصرف به منازل عشرية أكثر من المسموح.</translation>
    </message>
    <message>
        <source>The invoiced quantity cannot exceed the line quantity.</source>
        <translation>لا يجوز أن تتجاوز الكمية المفوترة كمية السطر.</translation>
    </message>
    <message>
        <source>The invoiced quantity cannot go below zero.</source>
        <translation>لا يجوز أن تقل الكمية المفوترة عن صفر.</translation>
    </message>
    <message>
        <source>The name contains a character that is not allowed (such as \ &apos; | , &quot; &lt; &gt; or a tab).</source>
        <translation>يحتوي الاسم على حرف غير مسموح به (مثل \ &apos; | , &quot; &lt; &gt; أو مسافة جدولة).</translation>
    </message>
    <message>
        <source>The net total cannot be negative.</source>
        <translation>لا يجوز أن يكون صافي الإجمالي سالبًا.</translation>
    </message>
    <message>
        <source>The order must be taxable for Saudi e-invoicing.</source>
        <translation>يجب أن يكون الأمر خاضعًا للضريبة في الفوترة الإلكترونية السعودية.</translation>
    </message>
    <message>
        <source>The parent classification holds stock items, so it cannot get children.</source>
        <translation>التصنيف الأب يحتوي على أصناف مخزنية، لذا لا يمكن إضافة تصنيفات فرعية له.</translation>
    </message>
    <message>
        <source>The parent record does not exist.</source>
        <translation>السجل الأب غير موجود.</translation>
    </message>
    <message>
        <source>The quantities exceed what this store may sell.</source>
        <translation>الكميات تتجاوز ما يُسمح لهذا الفرع ببيعه.</translation>
    </message>
    <message>
        <source>The refund account must be a cash or bank account.</source>
        <translation>يجب أن يكون حساب الاسترداد حساب نقدية أو بنك.</translation>
    </message>
    <message>
        <source>The sales account and the purchase account must be the same account.</source>
        <translation>يجب أن يكون حساب المبيعات وحساب المشتريات الحساب نفسه.</translation>
    </message>
    <message>
        <source>The sales order has already been issued.</source>
        <translation>أمر البيع صُرف بالفعل.</translation>
    </message>
    <message>
        <source>The sales order was cancelled.</source>
        <translation>أمر البيع أُلغي.</translation>
    </message>
    <message>
        <source>The same document line is listed twice.</source>
        <translation>سطر المستند نفسه مذكور مرتين.</translation>
    </message>
    <message>
        <source>The server could not carry out the request.</source>
        <translation>تعذّر على الخادم تنفيذ الطلب.</translation>
    </message>
    <message>
        <source>The server refused the request.</source>
        <translation>رفض الخادم الطلب.</translation>
    </message>
    <message>
        <source>The source document does not exist.</source>
        <translation>المستند المصدر غير موجود.</translation>
    </message>
    <message>
        <source>The tax does not exist.</source>
        <translation>الضريبة غير موجودة.</translation>
    </message>
    <message>
        <source>The tax is inactive; choose an active tax.</source>
        <translation>الضريبة غير نشطة؛ اختر ضريبة نشطة.</translation>
    </message>
    <message>
        <source>The text contains special characters that are not allowed.</source>
        <translation>يحتوي النص على رموز خاصة غير مسموح بها.</translation>
    </message>
    <message>
        <source>The work order belongs to a purchase order.</source>
        <translation>أمر التشغيل تابع لأمر شراء.</translation>
    </message>
    <message>
        <source>The work order belongs to a purchase return.</source>
        <translation>أمر التشغيل تابع لمرتجع مشتريات.</translation>
    </message>
    <message>
        <source>The work order belongs to a sales order; adjust the sales order instead.</source>
        <translation>أمر التشغيل تابع لأمر بيع؛ عدّل أمر البيع بدلًا منه.</translation>
    </message>
    <message>
        <source>The work order belongs to a sales return; adjust the sales return instead.</source>
        <translation>أمر التشغيل تابع لمرتجع مبيعات؛ عدّل مرتجع المبيعات بدلًا منه.</translation>
    </message>
    <message>
        <source>This account needs a customer or a supplier on the line.</source>
        <translation>هذا الحساب يحتاج إلى عميل أو مورد في السطر.</translation>
    </message>
    <message>
        <source>This code is already used by another record.</source>
        <translation>هذا الكود مستخدم بالفعل لسجل آخر.</translation>
    </message>
    <message>
        <source>This customer pays cash only, so credit cannot be used.</source>
        <translation>هذا العميل يدفع نقدًا فقط، لذا لا يمكن استخدام الآجل.</translation>
    </message>
    <message>
        <source>This e-invoice category requires a rate above 0.</source>
        <translation>فئة الفاتورة الإلكترونية هذه تتطلب نسبة أكبر من 0.</translation>
    </message>
    <message>
        <source>This e-invoice category requires a rate of 0.</source>
        <translation>فئة الفاتورة الإلكترونية هذه تتطلب نسبة 0.</translation>
    </message>
    <message>
        <source>This entry was made by the system for another document; it cannot be deleted.</source>
        <translation>أنشأ النظام هذا القيد لمستند آخر؛ لا يمكن حذفه.</translation>
    </message>
    <message>
        <source>This name is already used by another record.</source>
        <translation>هذا الاسم مستخدم بالفعل لسجل آخر.</translation>
    </message>
    <message>
        <source>This name is already used.</source>
        <translation>هذا الاسم مستخدم بالفعل.</translation>
    </message>
    <message>
        <source>This needs the advanced invoicing mode.</source>
        <translation>يتطلب هذا نمط الفوترة المتقدم.</translation>
    </message>
    <message>
        <source>This record is still used by other records, so it cannot be deleted.</source>
        <translation>هذا السجل لا يزال مستخدمًا في سجلات أخرى، لذا لا يمكن حذفه.</translation>
    </message>
    <message>
        <source>This tax cannot be used on this kind of item.</source>
        <translation>لا يمكن استخدام هذه الضريبة مع هذا النوع من الأصناف.</translation>
    </message>
    <message>
        <source>This tax is in use, so it cannot be deactivated or changed.</source>
        <translation>هذه الضريبة مستخدمة، لذا لا يمكن إيقافها أو تعديلها.</translation>
    </message>
    <message>
        <source>This tax is used by items, so it cannot be deactivated.</source>
        <translation>هذه الضريبة مستخدمة في أصناف، لذا لا يمكن إيقافها.</translation>
    </message>
    <message>
        <source>This tax is used in documents: it cannot be deleted, and only its active flag can change.</source>
        <translation>هذه الضريبة مستخدمة في مستندات: لا يمكن حذفها، ولا يمكن تغيير سوى حالة نشاطها.</translation>
    </message>
    <message>
        <source>Too many requests to the server in a short time.</source>
        <translation>طلبات كثيرة جدًا إلى الخادم في وقت قصير.</translation>
    </message>
    <message>
        <source>Use a tax with a sales or purchase account as the tax, and one with a withholding account as the withholding tax.</source>
        <translation>استخدم ضريبة لها حساب مبيعات أو مشتريات في خانة الضريبة، وضريبة لها حساب استقطاع في خانة ضريبة الاستقطاع.</translation>
    </message>
    <message>
        <source>You may not use this cash account.</source>
        <translation>غير مسموح لك باستخدام حساب النقدية هذا.</translation>
    </message>
    <message>
        <source>You may not use this cost center.</source>
        <translation>غير مسموح لك باستخدام مركز التكلفة هذا.</translation>
    </message>
    <message>
        <source>You may not use this order&apos;s sales person.</source>
        <translation>غير مسموح لك باستخدام مندوب المبيعات الخاص بهذا الأمر.</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>Cannot reach {host}. Check the network connection and the server address.</source>
        <translation>تعذّر الوصول إلى {host}. تحقّق من اتصال الشبكة وعنوان الخادم.</translation>
    </message>
    <message>
        <source>Check the values</source>
        <translation>تحقّق من القيم</translation>
    </message>
    <message>
        <source>Connection settings</source>
        <translation>إعدادات الاتصال</translation>
    </message>
    <message>
        <source>No answer</source>
        <translation>لا يوجد رد</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>غير مسموح</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>غير موجود</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>لم يُحفظ</translation>
    </message>
    <message>
        <source>Not sent: {problems}</source>
        <translation>لم يُرسل: {problems}</translation>
    </message>
    <message>
        <source>Not signed in</source>
        <translation>لم يتم تسجيل الدخول</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>غير متصل</translation>
    </message>
    <message>
        <source>Result unknown</source>
        <translation>النتيجة غير معروفة</translation>
    </message>
    <message>
        <source>Server problem</source>
        <translation>مشكلة في الخادم</translation>
    </message>
    <message>
        <source>Something went wrong inside the app. What you typed is still here; the details were written to the log file.</source>
        <translation>حدث خطأ داخل التطبيق. ما كتبته لا يزال موجودًا؛ وقد سُجّلت التفاصيل في ملف السجل.</translation>
    </message>
    <message>
        <source>The connection dropped before the server answered, so the change may or may not have been saved. Refresh to check before you try again.</source>
        <translation>انقطع الاتصال قبل أن يرد الخادم، لذا ربما حُفظ التعديل وربما لا. حدّث للتحقق قبل أن تحاول مرة أخرى.</translation>
    </message>
    <message>
        <source>The record no longer exists on the server; someone may have deleted it.</source>
        <translation>السجل لم يعد موجودًا على الخادم؛ ربما حذفه شخص ما.</translation>
    </message>
    <message>
        <source>The server answered HTTP {status}, which this app does not expect.</source>
        <translation>أجاب الخادم بالرمز HTTP {status}، وهو ما لا يتوقعه هذا التطبيق.</translation>
    </message>
    <message>
        <source>The server answered with a web page instead of API data. Check that the address is the Business Management API.</source>
        <translation>أجاب الخادم بصفحة ويب بدلًا من بيانات API. تحقّق من أن العنوان هو عنوان Business Management API.</translation>
    </message>
    <message>
        <source>The server did not accept the API token. Check it in File &gt; Connect to a server.</source>
        <translation>لم يقبل الخادم رمز API. تحقّق منه في ملف &gt; الاتصال بخادم.</translation>
    </message>
    <message>
        <source>The server did not answer in time. Try again in a moment.</source>
        <translation>لم يرد الخادم في الوقت المحدد. حاول مرة أخرى بعد لحظات.</translation>
    </message>
    <message>
        <source>The server had an internal error (HTTP {status}). Try again later.</source>
        <translation>حدث خطأ داخلي في الخادم (HTTP {status}). حاول مرة أخرى لاحقًا.</translation>
    </message>
    <message>
        <source>The server refused some values.</source>
        <translation>رفض الخادم بعض القيم.</translation>
    </message>
    <message>
        <source>The server refused the request.</source>
        <translation>رفض الخادم الطلب.</translation>
    </message>
    <message>
        <source>The server&apos;s answer could not be read. Is the address the right API?</source>
        <translation>تعذّرت قراءة رد الخادم. هل العنوان هو عنوان الواجهة الصحيحة؟</translation>
    </message>
    <message>
        <source>The server&apos;s request limit was reached. Try again in {seconds} seconds.</source>
        <translation>تم بلوغ حد الطلبات في الخادم. حاول مرة أخرى بعد {seconds} ثانية.</translation>
    </message>
    <message>
        <source>Too many requests</source>
        <translation>طلبات كثيرة جدًا</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>خطأ غير متوقع</translation>
    </message>
    <message>
        <source>Your API user is not allowed to do this.</source>
        <translation>مستخدم API الخاص بك غير مسموح له بذلك.</translation>
    </message>
    <message>
        <source>the server</source>
        <translation>الخادم</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message numerus="yes">
        <source>%Ln rows exported to {file}.</source>
        <translation>
            <numerusform>لم يُصدَّر أي صف إلى {file}.</numerusform>
            <numerusform>صُدِّر صف واحد إلى {file}.</numerusform>
            <numerusform>صُدِّر صفان إلى {file}.</numerusform>
            <numerusform>صُدِّرت %Ln صفوف إلى {file}.</numerusform>
            <numerusform>صُدِّر %Ln صفًا إلى {file}.</numerusform>
            <numerusform>صُدِّر %Ln صف إلى {file}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Exporting</source>
        <translation>التصدير</translation>
    </message>
    <message>
        <source>The list was not exported: {reason}</source>
        <translation>لم تُصدَّر القائمة: {reason}</translation>
    </message>
</context>
<context>
    <name>ExportButton</name>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>CSV file…</source>
        <translation>ملف CSV…</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>ت&amp;صدير</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>مصنف Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>Excel workbook…</source>
        <translation>مصنف Excel…</translation>
    </message>
    <message>
        <source>Export list</source>
        <translation>تصدير القائمة</translation>
    </message>
    <message>
        <source>Print or save as PDF…</source>
        <translation>طباعة أو حفظ بصيغة PDF…</translation>
    </message>
    <message>
        <source>Save this list as a CSV file or an Excel workbook</source>
        <translation>حفظ هذه القائمة كملف CSV أو مصنف Excel</translation>
    </message>
</context>
<context>
    <name>FieldError</name>
    <message>
        <source>Error</source>
        <translation>خطأ</translation>
    </message>
</context>
<context>
    <name>Geography</name>
    <message numerus="yes">
        <source>%Ln cities</source>
        <translation>
            <numerusform>لا توجد مدن</numerusform>
            <numerusform>مدينة واحدة</numerusform>
            <numerusform>مدينتان</numerusform>
            <numerusform>%Ln مدن</numerusform>
            <numerusform>%Ln مدينة</numerusform>
            <numerusform>%Ln مدينة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln districts in {city}</source>
        <translation>
            <numerusform>لا توجد أحياء في {city}</numerusform>
            <numerusform>حي واحد في {city}</numerusform>
            <numerusform>حيّان في {city}</numerusform>
            <numerusform>%Ln أحياء في {city}</numerusform>
            <numerusform>%Ln حيًا في {city}</numerusform>
            <numerusform>%Ln حي في {city}</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the city first.</source>
        <translation>اختر المدينة أولًا.</translation>
    </message>
    <message>
        <source>City</source>
        <translation>المدينة</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>الدولة</translation>
    </message>
    <message>
        <source>District</source>
        <translation>الحي</translation>
    </message>
    <message>
        <source>Loading cities</source>
        <translation>تحميل المدن</translation>
    </message>
    <message>
        <source>Loading districts</source>
        <translation>تحميل الأحياء</translation>
    </message>
    <message>
        <source>Saving city</source>
        <translation>حفظ المدينة</translation>
    </message>
    <message>
        <source>Saving district</source>
        <translation>حفظ الحي</translation>
    </message>
    <message>
        <source>The cities could not be loaded. {reason}</source>
        <translation>تعذّر تحميل المدن. {reason}</translation>
    </message>
    <message>
        <source>The districts could not be loaded. {reason}</source>
        <translation>تعذّر تحميل الأحياء. {reason}</translation>
    </message>
</context>
<context>
    <name>GeographyView</name>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;تحديث</translation>
    </message>
    <message>
        <source>All countries</source>
        <translation>كل الدول</translation>
    </message>
    <message>
        <source>C&amp;ancel</source>
        <translation>إلغا&amp;ء</translation>
    </message>
    <message>
        <source>C&amp;ountry</source>
        <translation type="vanished">ال&amp;دولة</translation>
    </message>
    <message>
        <source>Choose a city to see its districts.</source>
        <translation>اختر مدينة لعرض أحيائها.</translation>
    </message>
    <message>
        <source>Cit&amp;y</source>
        <translation>المدي&amp;نة</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>المدن</translation>
    </message>
    <message>
        <source>Cities and districts</source>
        <translation>المدن والأحياء</translation>
    </message>
    <message>
        <source>City</source>
        <translation>المدينة</translation>
    </message>
    <message>
        <source>City “{name}”</source>
        <translation>المدينة “{name}”</translation>
    </message>
    <message>
        <source>Co&amp;untry</source>
        <translation>الدول&amp;ة</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>الدولة</translation>
    </message>
    <message>
        <source>De&amp;lete district…</source>
        <translation>حذ&amp;ف الحي…</translation>
    </message>
    <message>
        <source>Delete the city “{name}” for good? A city still used by districts, customers, warehouses or accounts cannot be deleted.</source>
        <translation>هل تريد حذف المدينة “{name}” نهائيًا؟ لا يمكن حذف مدينة لا تزال مستخدمة في أحياء أو عملاء أو مستودعات أو حسابات.</translation>
    </message>
    <message>
        <source>Delete the district “{name}” for good? A district still used by customers, warehouses or accounts cannot be deleted.</source>
        <translation>هل تريد حذف الحي “{name}” نهائيًا؟ لا يمكن حذف حي لا يزال مستخدمًا في عملاء أو مستودعات أو حسابات.</translation>
    </message>
    <message>
        <source>District “{name}”</source>
        <translation>الحي “{name}”</translation>
    </message>
    <message>
        <source>Districts</source>
        <translation>الأحياء</translation>
    </message>
    <message>
        <source>Districts of the chosen city</source>
        <translation>أحياء المدينة المختارة</translation>
    </message>
    <message>
        <source>Districts of {city}, {country}</source>
        <translation>أحياء {city}، {country}</translation>
    </message>
    <message>
        <source>Ex&amp;port districts</source>
        <translation>تصدي&amp;ر الأحياء</translation>
    </message>
    <message>
        <source>Filter cities by country</source>
        <translation>تصفية المدن حسب الدولة</translation>
    </message>
    <message>
        <source>Filter cities by name</source>
        <translation>تصفية المدن حسب الاسم</translation>
    </message>
    <message>
        <source>Load the cities again (F5)</source>
        <translation>إعادة تحميل المدن (F5)</translation>
    </message>
    <message>
        <source>Na&amp;me</source>
        <translation type="vanished">ا&amp;لاسم</translation>
    </message>
    <message>
        <source>Nam&amp;e</source>
        <translation>ال&amp;اسم</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>Name contains…</source>
        <translation>الاسم يحتوي على…</translation>
    </message>
    <message>
        <source>Ne&amp;w district</source>
        <translation>ح&amp;ي جديد</translation>
    </message>
    <message>
        <source>New city</source>
        <translation>مدينة جديدة</translation>
    </message>
    <message>
        <source>New district</source>
        <translation>حي جديد</translation>
    </message>
    <message>
        <source>Number of cities</source>
        <translation>عدد المدن</translation>
    </message>
    <message>
        <source>Number of districts</source>
        <translation>عدد الأحياء</translation>
    </message>
    <message>
        <source>Save d&amp;istrict</source>
        <translation>حف&amp;ظ الحي</translation>
    </message>
    <message>
        <source>cities</source>
        <translation>المدن</translation>
    </message>
    <message>
        <source>districts</source>
        <translation>الأحياء</translation>
    </message>
</context>
<context>
    <name>GridCommands</name>
    <message>
        <source>&amp;Add line</source>
        <translation>إ&amp;ضافة سطر</translation>
    </message>
    <message>
        <source>Re&amp;move line</source>
        <translation>حذ&amp;ف السطر</translation>
    </message>
</context>
<context>
    <name>GridMessages</name>
    <message>
        <source>Balance</source>
        <translation>الرصيد</translation>
    </message>
    <message>
        <source>Line {number}: {error}</source>
        <translation>السطر {number}: {error}</translation>
    </message>
    <message>
        <source>Nothing matches “{text}”. Type part of a code or name and pick from the list.</source>
        <translation>لا يوجد ما يطابق “{text}”. اكتب جزءًا من الكود أو الاسم واختر من القائمة.</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>الإجماليات</translation>
    </message>
</context>
<context>
    <name>Import</name>
    <message numerus="yes">
        <source>%Ln rows</source>
        <translation>
            <numerusform>لا توجد صفوف</numerusform>
            <numerusform>صف واحد</numerusform>
            <numerusform>صفان</numerusform>
            <numerusform>%Ln صفوف</numerusform>
            <numerusform>%Ln صفًا</numerusform>
            <numerusform>%Ln صف</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln rows were not imported. Export them with their errors, fix them and import that file again.</source>
        <translation>
            <numerusform>لم يتعذر استيراد أي صف.</numerusform>
            <numerusform>لم يُستورد صف واحد. صدّره مع خطئه، وصحّحه، ثم استورد ذلك الملف مرة أخرى.</numerusform>
            <numerusform>لم يُستورد صفان. صدّرهما مع أخطائهما، وصحّحهما، ثم استورد ذلك الملف مرة أخرى.</numerusform>
            <numerusform>لم تُستورد %Ln صفوف. صدّرها مع أخطائها، وصحّحها، ثم استورد ذلك الملف مرة أخرى.</numerusform>
            <numerusform>لم يُستورد %Ln صفًا. صدّرها مع أخطائها، وصحّحها، ثم استورد ذلك الملف مرة أخرى.</numerusform>
            <numerusform>لم يُستورد %Ln صف. صدّرها مع أخطائها، وصحّحها، ثم استورد ذلك الملف مرة أخرى.</numerusform>
        </translation>
    </message>
    <message>
        <source>(not imported)</source>
        <translation>(لا يُستورد)</translation>
    </message>
    <message>
        <source>1 row was not imported. Export it with its error, fix it and import that file again.</source>
        <translation>لم يُستورد صف واحد. صدّره مع خطئه، وصحّحه، ثم استورد ذلك الملف مرة أخرى.</translation>
    </message>
    <message>
        <source>A grouping item is not updated from a file (its child items would change): open it in the editor.</source>
        <translation>لا يُحدَّث الصنف التجميعي من ملف (لأن أصنافه الفرعية ستتغير): افتحه في المحرر.</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>نشط</translation>
    </message>
    <message>
        <source>Already exists ({code}): skipped</source>
        <translation>موجود بالفعل ({code}): تم التخطي</translation>
    </message>
    <message>
        <source>Brand id</source>
        <translation>معرّف العلامة التجارية</translation>
    </message>
    <message>
        <source>Checking the rows</source>
        <translation>فحص الصفوف</translation>
    </message>
    <message>
        <source>Classification id</source>
        <translation>معرّف التصنيف</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>الكود</translation>
    </message>
    <message>
        <source>Contact person</source>
        <translation>الشخص المسؤول</translation>
    </message>
    <message>
        <source>Create new records</source>
        <translation>إنشاء سجلات جديدة</translation>
    </message>
    <message>
        <source>Created: {code}</source>
        <translation>أُنشئ: {code}</translation>
    </message>
    <message>
        <source>Credit limit</source>
        <translation>حد الائتمان</translation>
    </message>
    <message>
        <source>Customer type</source>
        <translation>نوع العميل</translation>
    </message>
    <message>
        <source>Customers</source>
        <translation>العملاء</translation>
    </message>
    <message>
        <source>Dealer price</source>
        <translation>سعر الموزع</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>الوصف</translation>
    </message>
    <message>
        <source>Description in another language</source>
        <translation>الوصف بلغة أخرى</translation>
    </message>
    <message>
        <source>Each row becomes a new record. Rows already imported before, or whose code is taken, are skipped: importing the same file twice creates nothing twice.</source>
        <translation>يصبح كل صف سجلًا جديدًا. تُتخطى الصفوف التي استُوردت من قبل أو التي كودها مستخدم: استيراد الملف نفسه مرتين لا ينشئ شيئًا مرتين.</translation>
    </message>
    <message>
        <source>Each row changes the record it names. Only the file&apos;s columns change; blank cells and missing columns keep the stored values.</source>
        <translation>يعدّل كل صف السجل الذي يشير إليه. لا تتغير إلا أعمدة الملف؛ والخلايا الفارغة والأعمدة غير الموجودة تُبقي القيم المحفوظة.</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>البريد الإلكتروني</translation>
    </message>
    <message>
        <source>Enter a whole number.</source>
        <translation>أدخل عددًا صحيحًا.</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>خطأ</translation>
    </message>
    <message>
        <source>Error: {problems}</source>
        <translation>خطأ: {problems}</translation>
    </message>
    <message>
        <source>Every row was imported.</source>
        <translation>استُوردت كل الصفوف.</translation>
    </message>
    <message>
        <source>External id</source>
        <translation>المعرّف الخارجي</translation>
    </message>
    <message>
        <source>Failed: {reason}</source>
        <translation>فشل: {reason}</translation>
    </message>
    <message>
        <source>Fax</source>
        <translation>الفاكس</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>المعرّف</translation>
    </message>
    <message>
        <source>Import customers</source>
        <translation>استيراد العملاء</translation>
    </message>
    <message>
        <source>Import stock items</source>
        <translation>استيراد الأصناف المخزنية</translation>
    </message>
    <message>
        <source>Importing</source>
        <translation>جارٍ الاستيراد</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>السطر</translation>
    </message>
    <message>
        <source>Minimum price</source>
        <translation>أقل سعر</translation>
    </message>
    <message>
        <source>Mobile</source>
        <translation>الجوال</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>National id</source>
        <translation>الرقم القومي</translation>
    </message>
    <message>
        <source>No column of “{file}” has a name this import knows. Choose what each column holds on the left.</source>
        <translation>لا يوجد في “{file}” عمود باسم يعرفه هذا الاستيراد. اختر محتوى كل عمود في الجانب.</translation>
    </message>
    <message>
        <source>No record has this key.</source>
        <translation>لا يوجد سجل بهذا المفتاح.</translation>
    </message>
    <message>
        <source>Not found: nothing to update</source>
        <translation>غير موجود: لا شيء للتحديث</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>ملاحظة</translation>
    </message>
    <message>
        <source>OE number</source>
        <translation>رقم المصنّع الأصلي (OE)</translation>
    </message>
    <message>
        <source>Part number</source>
        <translation>رقم القطعة</translation>
    </message>
    <message>
        <source>Payment days</source>
        <translation>أيام السداد</translation>
    </message>
    <message>
        <source>Payment type</source>
        <translation>طريقة الدفع</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>الهاتف</translation>
    </message>
    <message>
        <source>Phone 2</source>
        <translation>الهاتف الثاني</translation>
    </message>
    <message>
        <source>Postal code</source>
        <translation>الرمز البريدي</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>السعر</translation>
    </message>
    <message>
        <source>Pricing type</source>
        <translation>نوع التسعير</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>سعر الشراء</translation>
    </message>
    <message>
        <source>Reading the file</source>
        <translation>قراءة الملف</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>جاهز</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>رمز التخزين (SKU)</translation>
    </message>
    <message>
        <source>Sales person id</source>
        <translation>معرّف مندوب المبيعات</translation>
    </message>
    <message>
        <source>Same key as line {line}: not imported twice</source>
        <translation>المفتاح نفسه في السطر {line}: لا يُستورد مرتين</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>الحالة</translation>
    </message>
    <message>
        <source>Stock items</source>
        <translation>الأصناف المخزنية</translation>
    </message>
    <message>
        <source>Super dealer price</source>
        <translation>سعر كبار الموزعين</translation>
    </message>
    <message>
        <source>Tax id</source>
        <translation>معرّف الضريبة</translation>
    </message>
    <message>
        <source>Tax registration id</source>
        <translation>رقم التسجيل الضريبي</translation>
    </message>
    <message>
        <source>The server did not say what happened to this row. Import the file again: rows already saved are recognized and skipped.</source>
        <translation>لم يذكر الخادم ما حدث لهذا الصف. استورد الملف مرة أخرى: الصفوف المحفوظة من قبل تُكتشف وتُتخطى.</translation>
    </message>
    <message>
        <source>This row has no value to find the record by.</source>
        <translation>هذا الصف ليس به قيمة يُعثر بها على السجل.</translation>
    </message>
    <message>
        <source>Unknown: {reason}</source>
        <translation>غير معروف: {reason}</translation>
    </message>
    <message>
        <source>Update, finding each by SKU</source>
        <translation>تحديث، مع البحث عن كل سجل برمز التخزين</translation>
    </message>
    <message>
        <source>Update, finding each by code</source>
        <translation>تحديث، مع البحث عن كل سجل بالكود</translation>
    </message>
    <message>
        <source>Update, finding each by id</source>
        <translation>تحديث، مع البحث عن كل سجل بالمعرّف</translation>
    </message>
    <message>
        <source>Updated: {code}</source>
        <translation>حُدِّث: {code}</translation>
    </message>
    <message>
        <source>Use one of: {choices}.</source>
        <translation>استخدم إحدى القيم: {choices}.</translation>
    </message>
    <message>
        <source>Warranty</source>
        <translation>الضمان</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>الوزن</translation>
    </message>
    <message>
        <source>Write yes or no.</source>
        <translation>اكتب نعم أو لا.</translation>
    </message>
    <message>
        <source>{count} already exist</source>
        <translation>موجود بالفعل: {count}</translation>
    </message>
    <message>
        <source>{count} created</source>
        <translation>أُنشئ: {count}</translation>
    </message>
    <message>
        <source>{count} failed</source>
        <translation>فشل: {count}</translation>
    </message>
    <message>
        <source>{count} not found</source>
        <translation>غير موجود: {count}</translation>
    </message>
    <message>
        <source>{count} ready</source>
        <translation>جاهز: {count}</translation>
    </message>
    <message>
        <source>{count} unknown</source>
        <translation>غير معروف: {count}</translation>
    </message>
    <message>
        <source>{count} updated</source>
        <translation>حُدِّث: {count}</translation>
    </message>
    <message>
        <source>{count} with errors</source>
        <translation>به أخطاء: {count}</translation>
    </message>
</context>
<context>
    <name>ImportView</name>
    <message>
        <source>%v of %m rows</source>
        <translation>%v من %m صف</translation>
    </message>
    <message>
        <source>&amp;Choose file…</source>
        <translation>ا&amp;ختيار ملف…</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;استيراد</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Import %Ln rows</source>
        <translation>
            <numerusform>&amp;استيراد</numerusform>
            <numerusform>&amp;استيراد صف واحد</numerusform>
            <numerusform>&amp;استيراد صفين</numerusform>
            <numerusform>&amp;استيراد %Ln صفوف</numerusform>
            <numerusform>&amp;استيراد %Ln صفًا</numerusform>
            <numerusform>&amp;استيراد %Ln صف</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>ال&amp;نمط</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(بلا اسم)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Columns&lt;/b&gt; — what each column of the file holds</source>
        <translation>&lt;b&gt;الأعمدة&lt;/b&gt; — محتوى كل عمود في الملف</translation>
    </message>
    <message>
        <source>&lt;p&gt;Choose a CSV file or an Excel workbook with one record per row.&lt;/p&gt;&lt;p&gt;The first row names the columns, for example: {example}. You can say what each column holds before anything is sent, and every row is checked first.&lt;/p&gt;</source>
        <translation>&lt;p&gt;اختر ملف CSV أو مصنف Excel يحتوي على سجل واحد في كل صف.&lt;/p&gt;&lt;p&gt;الصف الأول يسمّي الأعمدة، مثلًا: {example}. يمكنك تحديد محتوى كل عمود قبل إرسال أي شيء، وكل صف يُفحص أولًا.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Choose the file to import</source>
        <translation>اختر الملف المراد استيراده</translation>
    </message>
    <message>
        <source>Code, Name, Mobile, Email (or الكود، الاسم، الموبايل)</source>
        <translation>الكود، الاسم، الموبايل، البريد الإلكتروني (أو Code, Name, Mobile, Email)</translation>
    </message>
    <message>
        <source>Column in the file</source>
        <translation>العمود في الملف</translation>
    </message>
    <message>
        <source>Column “{name}” imports into</source>
        <translation>العمود “{name}” يُستورد إلى</translation>
    </message>
    <message>
        <source>Columns of the file</source>
        <translation>أعمدة الملف</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>الأعداد</translation>
    </message>
    <message>
        <source>Description, Code, SKU, Price (or الوصف، الكود، السعر)</source>
        <translation>الوصف، الكود، رمز التخزين، السعر (أو Description, Code, SKU, Price)</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>إخفاء</translation>
    </message>
    <message>
        <source>E&amp;xport failed rows…</source>
        <translation>تصدير ال&amp;صفوف الفاشلة…</translation>
    </message>
    <message>
        <source>Export failed rows</source>
        <translation>تصدير الصفوف الفاشلة</translation>
    </message>
    <message>
        <source>File</source>
        <translation>الملف</translation>
    </message>
    <message>
        <source>First value: {value}</source>
        <translation>أول قيمة: {value}</translation>
    </message>
    <message>
        <source>Hide the rows that are ready or imported, to find the ones to fix</source>
        <translation>إخفاء الصفوف الجاهزة أو المستوردة، للعثور على الصفوف التي تحتاج إلى تصحيح</translation>
    </message>
    <message>
        <source>Imports into</source>
        <translation>يُستورد إلى</translation>
    </message>
    <message>
        <source>No file chosen</source>
        <translation>لم يُختر ملف</translation>
    </message>
    <message>
        <source>Only rows &amp;needing attention</source>
        <translation>الصفوف التي تحتاج إلى م&amp;راجعة فقط</translation>
    </message>
    <message>
        <source>Open a CSV file or an Excel workbook (Ctrl+O)</source>
        <translation>فتح ملف CSV أو مصنف Excel (Ctrl+O)</translation>
    </message>
    <message>
        <source>Rows of the file</source>
        <translation>صفوف الملف</translation>
    </message>
    <message>
        <source>Save the rows that were not imported, with an Error column, to fix them</source>
        <translation>حفظ الصفوف التي لم تُستورد، مع عمود للخطأ، لتصحيحها</translation>
    </message>
    <message>
        <source>Send the ready rows (Ctrl+Enter)</source>
        <translation>إرسال الصفوف الجاهزة (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Tables (*.csv *.xlsx);;CSV (*.csv);;Excel workbook (*.xlsx)</source>
        <translation>الجداول (*.csv *.xlsx);;CSV (*.csv);;مصنف Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>What the import does</source>
        <translation>ما يفعله الاستيراد</translation>
    </message>
    <message>
        <source>{name} - not imported{suffix}</source>
        <translation>{name} - لم يُستورد{suffix}</translation>
    </message>
</context>
<context>
    <name>InlineFormView</name>
    <message>
        <source>&amp;Cancel</source>
        <translation>إل&amp;غاء</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>ح&amp;ذف</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>ح&amp;ذف…</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;جديد</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;حفظ</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>حذف</translation>
    </message>
    <message>
        <source>Deleted.</source>
        <translation>تم الحذف.</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>إخفاء</translation>
    </message>
    <message>
        <source>Save (Ctrl+S)</source>
        <translation>حفظ (Ctrl+S)</translation>
    </message>
    <message>
        <source>Save status</source>
        <translation>حالة الحفظ</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>تم الحفظ.</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>جارٍ الحفظ…</translation>
    </message>
    <message>
        <source>Undo your changes (Escape)</source>
        <translation>التراجع عن تعديلاتك (Escape)</translation>
    </message>
</context>
<context>
    <name>InvoicedQuantity</name>
    <message>
        <source>Adjusting</source>
        <translation>جارٍ التعديل</translation>
    </message>
    <message>
        <source>Correct the marked lines.</source>
        <translation>صحّح الأسطر المعلَّمة.</translation>
    </message>
    <message numerus="yes">
        <source>Done: %Ln lines of {code} adjusted.</source>
        <translation>
            <numerusform>تم: لم يُعدَّل أي سطر من {code}.</numerusform>
            <numerusform>تم: عُدِّل سطر واحد من {code}.</numerusform>
            <numerusform>تم: عُدِّل سطران من {code}.</numerusform>
            <numerusform>تم: عُدِّلت %Ln أسطر من {code}.</numerusform>
            <numerusform>تم: عُدِّل %Ln سطرًا من {code}.</numerusform>
            <numerusform>تم: عُدِّل %Ln سطر من {code}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter a change other than zero, or leave it empty.</source>
        <translation>أدخل تغييرًا غير الصفر، أو اتركه فارغًا.</translation>
    </message>
    <message>
        <source>Enter a number such as 2 or -1.</source>
        <translation>أدخل رقمًا مثل 2 أو -1.</translation>
    </message>
    <message>
        <source>Enter the document code, e.g. SO-12.</source>
        <translation>أدخل رقم المستند، مثل SO-12.</translation>
    </message>
    <message>
        <source>Issue offering (IO)</source>
        <translation>إذن صرف (IO)</translation>
    </message>
    <message>
        <source>Issue return (IR)</source>
        <translation>مرتجع صرف (IR)</translation>
    </message>
    <message>
        <source>Loading the document</source>
        <translation>تحميل المستند</translation>
    </message>
    <message>
        <source>Received supplies (RS)</source>
        <translation>إذن استلام توريدات (RS)</translation>
    </message>
    <message>
        <source>Return receipt (RR)</source>
        <translation>إذن استلام مرتجع (RR)</translation>
    </message>
    <message>
        <source>Sales order (SO)</source>
        <translation>أمر بيع (SO)</translation>
    </message>
    <message>
        <source>Sales return (SR)</source>
        <translation>مرتجع مبيعات (SR)</translation>
    </message>
    <message>
        <source>The change cannot exceed the line quantity ({quantity}).</source>
        <translation>لا يجوز أن يتجاوز التغيير كمية السطر ({quantity}).</translation>
    </message>
    <message>
        <source>The document is not approved yet: approve it first.</source>
        <translation>المستند لم يُعتمد بعد: اعتمده أولًا.</translation>
    </message>
    <message>
        <source>There is no {type} with the code {code}.</source>
        <translation>لا يوجد {type} بالرقم {code}.</translation>
    </message>
    <message>
        <source>This work order belongs to a purchase order: adjust the purchase order instead.</source>
        <translation>أمر التشغيل هذا تابع لأمر شراء: عدّل أمر الشراء بدلًا منه.</translation>
    </message>
    <message>
        <source>This work order belongs to a purchase return: adjust the purchase return instead.</source>
        <translation>أمر التشغيل هذا تابع لمرتجع مشتريات: عدّل مرتجع المشتريات بدلًا منه.</translation>
    </message>
    <message>
        <source>This work order belongs to a sales order: adjust the sales order instead.</source>
        <translation>أمر التشغيل هذا تابع لأمر بيع: عدّل أمر البيع بدلًا منه.</translation>
    </message>
    <message>
        <source>This work order belongs to a sales return: adjust the sales return instead.</source>
        <translation>أمر التشغيل هذا تابع لمرتجع مبيعات: عدّل مرتجع المبيعات بدلًا منه.</translation>
    </message>
    <message>
        <source>Type a change on at least one line.</source>
        <translation>اكتب تغييرًا في سطر واحد على الأقل.</translation>
    </message>
    <message>
        <source>Type the change per line: +2 counts two more as invoiced, -1 one less.</source>
        <translation>اكتب التغيير لكل سطر: ‎+2 تحتسب اثنين إضافيين كمفوترين، و‎-1 واحدًا أقل.</translation>
    </message>
    <message>
        <source>Your organization uses the simple invoicing mode, which does not track invoiced quantities: there is nothing to adjust. The mode is an organization setting.</source>
        <translation>مؤسستك تستخدم نمط الفوترة البسيط، الذي لا يتتبع الكميات المفوترة: لا يوجد ما يُعدَّل. النمط إعداد على مستوى المؤسسة.</translation>
    </message>
</context>
<context>
    <name>InvoicedQuantityDialog</name>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;تطبيق</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>إ&amp;غلاق</translation>
    </message>
    <message>
        <source>&amp;Load lines</source>
        <translation>تحميل الأ&amp;سطر</translation>
    </message>
    <message>
        <source>Adjust invoiced quantity</source>
        <translation>تعديل الكمية المفوترة</translation>
    </message>
    <message>
        <source>C&amp;ode</source>
        <translation type="vanished">ال&amp;كود</translation>
    </message>
    <message>
        <source>Change (+/−)</source>
        <translation>التغيير (+/−)</translation>
    </message>
    <message>
        <source>Cod&amp;e</source>
        <translation>ال&amp;كود</translation>
    </message>
    <message>
        <source>Correct how much of a document&apos;s lines counts as invoiced (advanced invoicing mode). All the changes are applied together, or none.</source>
        <translation>صحّح مقدار ما يُحتسب مفوترًا من أسطر المستند (نمط الفوترة المتقدم). تُطبَّق كل التغييرات معًا، أو لا يُطبَّق أي منها.</translation>
    </message>
    <message>
        <source>Document &amp;type</source>
        <translation>&amp;نوع المستند</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>الصنف</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>السطر</translation>
    </message>
    <message>
        <source>Line {line}: {error}</source>
        <translation>السطر {line}: {error}</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>الأسطر</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>الكمية</translation>
    </message>
    <message>
        <source>e.g. SO-12</source>
        <translation>مثل SO-12</translation>
    </message>
</context>
<context>
    <name>ItemDetailsPane</name>
    <message>
        <source>Available</source>
        <translation>المتاح</translation>
    </message>
    <message>
        <source>Average cost</source>
        <translation>متوسط التكلفة</translation>
    </message>
    <message>
        <source>External id</source>
        <translation>المعرّف الخارجي</translation>
    </message>
    <message>
        <source>Last cost</source>
        <translation>آخر تكلفة</translation>
    </message>
    <message>
        <source>Loading balances…</source>
        <translation>جارٍ تحميل الأرصدة…</translation>
    </message>
    <message>
        <source>On hand</source>
        <translation>الرصيد الفعلي</translation>
    </message>
    <message>
        <source>On hand (all warehouses)</source>
        <translation>الرصيد الفعلي (كل المستودعات)</translation>
    </message>
    <message>
        <source>On hand (your warehouses)</source>
        <translation>الرصيد الفعلي (مستودعاتك)</translation>
    </message>
    <message>
        <source>Part number</source>
        <translation>رقم القطعة</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>السعر</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>المحجوز</translation>
    </message>
    <message>
        <source>Reserved (all warehouses)</source>
        <translation>المحجوز (كل المستودعات)</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>رمز التخزين (SKU)</translation>
    </message>
    <message>
        <source>Select an item to see its stock and cost.</source>
        <translation>حدّد صنفًا لعرض مخزونه وتكلفته.</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>الحالة</translation>
    </message>
    <message>
        <source>Stock per warehouse</source>
        <translation>المخزون حسب المستودع</translation>
    </message>
    <message>
        <source>Warehouse</source>
        <translation>المستودع</translation>
    </message>
</context>
<context>
    <name>ItemDocumentScreen</name>
    <message>
        <source>(choose)</source>
        <translation>(اختر)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(بلا)</translation>
    </message>
</context>
<context>
    <name>ItemLines</name>
    <message>
        <source>No item has the code or name “{text}”.</source>
        <translation>لا يوجد صنف بالرمز أو الاسم “{text}”.</translation>
    </message>
    <message>
        <source>No single item matches “{text}”. Pick one from the list.</source>
        <translation type="vanished">لا يوجد صنف واحد يطابق “{text}”. اختر من القائمة.</translation>
    </message>
    <message>
        <source>No stock item has the code, SKU or barcode “{code}”.</source>
        <translation>لا يوجد صنف مخزني بالكود أو رمز التخزين أو الباركود “{code}”.</translation>
    </message>
    <message>
        <source>{item} added (line {line}).</source>
        <translation>أُضيف {item} (السطر {line}).</translation>
    </message>
    <message>
        <source>{item}: quantity {quantity} (line {line}).</source>
        <translation>{item}: الكمية {quantity} (السطر {line}).</translation>
    </message>
    <message>
        <source>“{text}” matches more than one item. Pick one from the list (F2).</source>
        <translation>“{text}” يطابق أكثر من صنف. اختر واحدًا من القائمة (F2).</translation>
    </message>
</context>
<context>
    <name>ItemLinesDelegate</name>
    <message>
        <source>yyyy-mm-dd</source>
        <translation>سنة-شهر-يوم</translation>
    </message>
</context>
<context>
    <name>ItemLinesGrid</name>
    <message>
        <source>&amp;Barcode</source>
        <translation>الب&amp;اركود</translation>
    </message>
    <message>
        <source>Barcode or SKU</source>
        <translation>الباركود أو رمز التخزين</translation>
    </message>
    <message>
        <source>Line {line}, {column}: {text}</source>
        <translation>السطر {line}، {column}: {text}</translation>
    </message>
    <message>
        <source>Scan or type a barcode, SKU or code, then Enter</source>
        <translation>امسح أو اكتب الباركود أو رمز التخزين أو الكود، ثم Enter</translation>
    </message>
</context>
<context>
    <name>ItemLinesModel</name>
    <message>
        <source>Blank</source>
        <translation>فارغ</translation>
    </message>
</context>
<context>
    <name>ItemLinesTable</name>
    <message>
        <source>Drop the cell&apos;s typing</source>
        <translation>تجاهل ما كُتب في الخلية</translation>
    </message>
    <message>
        <source>Insert a line above this one</source>
        <translation>إدراج سطر فوق هذا السطر</translation>
    </message>
    <message>
        <source>Keep the cell and go to the next</source>
        <translation>حفظ الخلية والانتقال إلى التالية</translation>
    </message>
    <message>
        <source>Pick the line&apos;s item</source>
        <translation>اختيار صنف السطر</translation>
    </message>
    <message>
        <source>Remove the current line</source>
        <translation>حذف السطر الحالي</translation>
    </message>
</context>
<context>
    <name>JournalEntryEditor</name>
    <message>
        <source>A line is a debit or a credit, not both.</source>
        <translation>السطر إما مدين أو دائن، وليس الاثنين.</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>الحساب</translation>
    </message>
    <message>
        <source>An entry needs at least one debit and one credit line.</source>
        <translation>القيد يحتاج إلى سطر مدين وسطر دائن على الأقل.</translation>
    </message>
    <message>
        <source>Balanced.</source>
        <translation>متوازن.</translation>
    </message>
    <message>
        <source>Choose the account of this line.</source>
        <translation>اختر حساب هذا السطر.</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>ملاحظة</translation>
    </message>
    <message>
        <source>Correct the marked fields and lines, then save.</source>
        <translation>صحّح الحقول والأسطر المعلَّمة، ثم احفظ.</translation>
    </message>
    <message>
        <source>Cost center</source>
        <translation>مركز التكلفة</translation>
    </message>
    <message>
        <source>Cr</source>
        <translation>دائن</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>دائن</translation>
    </message>
    <message>
        <source>Credits exceed debits by {amount}: add a debit of {amount}.</source>
        <translation>الدائن يزيد على المدين بمقدار {amount}: أضف مدينًا بمبلغ {amount}.</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>العميل</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>التاريخ</translation>
    </message>
    <message>
        <source>Debit</source>
        <translation>مدين</translation>
    </message>
    <message>
        <source>Debits exceed credits by {amount}: add a credit of {amount}.</source>
        <translation>المدين يزيد على الدائن بمقدار {amount}: أضف دائنًا بمبلغ {amount}.</translation>
    </message>
    <message>
        <source>Deleting journal entry</source>
        <translation>حذف قيد اليومية</translation>
    </message>
    <message>
        <source>Dr</source>
        <translation>مدين</translation>
    </message>
    <message>
        <source>Enter the amount as a debit or a credit.</source>
        <translation>أدخل المبلغ مدينًا أو دائنًا.</translation>
    </message>
    <message>
        <source>Enter the date of the entry.</source>
        <translation>أدخل تاريخ القيد.</translation>
    </message>
    <message>
        <source>Enter the exchange rate, a number above zero, e.g. 48.5.</source>
        <translation>أدخل سعر الصرف، رقمًا أكبر من صفر، مثل 48.5.</translation>
    </message>
    <message>
        <source>Enter the lines: at least one debit and one credit.</source>
        <translation>أدخل الأسطر: سطر مدين وسطر دائن على الأقل.</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>سعر الصرف</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>الأسطر</translation>
    </message>
    <message>
        <source>Loading cost centers and currencies</source>
        <translation>تحميل مراكز التكلفة والعملات</translation>
    </message>
    <message>
        <source>New journal entry</source>
        <translation>قيد يومية جديد</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>ملاحظات</translation>
    </message>
    <message>
        <source>Nothing entered yet: no debit, no credit.</source>
        <translation>لم يُدخل شيء بعد: لا مدين ولا دائن.</translation>
    </message>
    <message>
        <source>Paper number</source>
        <translation>الرقم الورقي</translation>
    </message>
    <message>
        <source>Saving journal entry</source>
        <translation>حفظ قيد اليومية</translation>
    </message>
    <message>
        <source>Someone else changed this entry since you opened it ({fields}).</source>
        <translation>عدّل شخص آخر هذا القيد منذ أن فتحته ({fields}).</translation>
    </message>
    <message>
        <source>The entry does not balance. {how}</source>
        <translation>القيد غير متوازن. {how}</translation>
    </message>
    <message>
        <source>The server cannot be reached: the entry is kept in the outbox and will be sent when it can. You can close this tab.</source>
        <translation>تعذّر الوصول إلى الخادم: القيد محفوظ في صندوق الصادر وسيُرسل عندما يتاح ذلك. يمكنك إغلاق هذا التبويب.</translation>
    </message>
    <message>
        <source>The server did not save the entry.</source>
        <translation>لم يحفظ الخادم القيد.</translation>
    </message>
    <message>
        <source>The server&apos;s answer was lost: the outbox checks whether the entry was saved before sending anything again. See View › Drafts and outbox.</source>
        <translation>ضاع رد الخادم: يتحقق صندوق الصادر مما إذا كان القيد قد حُفظ قبل إرسال أي شيء مرة أخرى. راجع عرض › المسودات وصندوق الصادر.</translation>
    </message>
    <message>
        <source>The system made this entry for {document}: it changes with that document and cannot be changed or deleted here.</source>
        <translation>أنشأ النظام هذا القيد للمستند {document}: يتغير مع ذلك المستند ولا يمكن تعديله أو حذفه هنا.</translation>
    </message>
    <message>
        <source>This entry is posted: posted entries cannot be changed or deleted. To correct it, record a reversing entry.</source>
        <translation>هذا القيد مرحّل: لا يمكن تعديل القيود المرحّلة أو حذفها. لتصحيحه سجّل قيدًا عكسيًا.</translation>
    </message>
    <message>
        <source>currency</source>
        <translation>العملة</translation>
    </message>
    <message>
        <source>date</source>
        <translation>التاريخ</translation>
    </message>
    <message>
        <source>exchange rate</source>
        <translation>سعر الصرف</translation>
    </message>
    <message>
        <source>lines</source>
        <translation>الأسطر</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>الملاحظات</translation>
    </message>
    <message>
        <source>paper number</source>
        <translation>الرقم الورقي</translation>
    </message>
    <message>
        <source>posted</source>
        <translation>مرحّل</translation>
    </message>
    <message>
        <source>total</source>
        <translation>الإجمالي</translation>
    </message>
    <message>
        <source>{account} {side} {amount}</source>
        <translation>{account} {side} {amount}</translation>
    </message>
</context>
<context>
    <name>JournalEntryEditorView</name>
    <message>
        <source>Debit {debit}   Credit {credit}   Difference {difference}</source>
        <translation>مدين {debit}   دائن {credit}   الفرق {difference}</translation>
    </message>
    <message>
        <source>Delete entry</source>
        <translation>حذف القيد</translation>
    </message>
    <message>
        <source>Delete the entry {name} for good? This cannot be undone.</source>
        <translation>هل تريد حذف القيد {name} نهائيًا؟ لا يمكن التراجع عن ذلك.</translation>
    </message>
    <message>
        <source>Save the entry (Ctrl+S)</source>
        <translation>حفظ القيد (Ctrl+S)</translation>
    </message>
    <message>
        <source>Type in a cell to fill it; Tab or Enter moves on and adds a line at the end; Delete removes the current line.</source>
        <translation>اكتب في الخلية لتعبئتها؛ Tab أو Enter ينتقل إلى التالي ويضيف سطرًا في النهاية؛ Delete يحذف السطر الحالي.</translation>
    </message>
</context>
<context>
    <name>JournalList</name>
    <message numerus="yes">
        <source>%Ln documents</source>
        <translation>
            <numerusform>لا توجد مستندات</numerusform>
            <numerusform>مستند واحد</numerusform>
            <numerusform>مستندان</numerusform>
            <numerusform>%Ln مستندات</numerusform>
            <numerusform>%Ln مستندًا</numerusform>
            <numerusform>%Ln مستند</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln documents, {unposted} unposted</source>
        <translation>
            <numerusform>لا توجد مستندات، {unposted} غير مرحّل</numerusform>
            <numerusform>مستند واحد، {unposted} غير مرحّل</numerusform>
            <numerusform>مستندان، {unposted} غير مرحّل</numerusform>
            <numerusform>%Ln مستندات، {unposted} غير مرحّل</numerusform>
            <numerusform>%Ln مستندًا، {unposted} غير مرحّل</numerusform>
            <numerusform>%Ln مستند، {unposted} غير مرحّل</numerusform>
        </translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>المبلغ</translation>
    </message>
    <message>
        <source>Cash in</source>
        <translation>سند قبض</translation>
    </message>
    <message>
        <source>Cash out</source>
        <translation>سند صرف</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>الكود</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>العملة</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>التاريخ</translation>
    </message>
    <message>
        <source>Deleting entry</source>
        <translation>حذف القيد</translation>
    </message>
    <message>
        <source>Journal entry</source>
        <translation>قيد يومية</translation>
    </message>
    <message>
        <source>Loading entries</source>
        <translation>تحميل القيود</translation>
    </message>
    <message>
        <source>Made by the system for {document}: it cannot be changed.</source>
        <translation>أنشأه النظام للمستند {document}: لا يمكن تعديله.</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>ملاحظات</translation>
    </message>
    <message>
        <source>Paper number</source>
        <translation>الرقم الورقي</translation>
    </message>
    <message>
        <source>Posted</source>
        <translation>مرحّل</translation>
    </message>
    <message>
        <source>Posted: it cannot be changed or deleted.</source>
        <translation>مرحّل: لا يمكن تعديله أو حذفه.</translation>
    </message>
    <message numerus="yes">
        <source>Showing the newest {count} of %Ln documents: narrow the dates to see the rest.</source>
        <translation>
            <numerusform>يُعرض أحدث {count} من %Ln مستند: ضيّق نطاق التواريخ لرؤية الباقي.</numerusform>
            <numerusform>يُعرض أحدث {count} من مستند واحد: ضيّق نطاق التواريخ لرؤية الباقي.</numerusform>
            <numerusform>يُعرض أحدث {count} من مستندين: ضيّق نطاق التواريخ لرؤية الباقي.</numerusform>
            <numerusform>يُعرض أحدث {count} من %Ln مستندات: ضيّق نطاق التواريخ لرؤية الباقي.</numerusform>
            <numerusform>يُعرض أحدث {count} من %Ln مستندًا: ضيّق نطاق التواريخ لرؤية الباقي.</numerusform>
            <numerusform>يُعرض أحدث {count} من %Ln مستند: ضيّق نطاق التواريخ لرؤية الباقي.</numerusform>
        </translation>
    </message>
    <message>
        <source>Status</source>
        <translation>الحالة</translation>
    </message>
    <message>
        <source>System</source>
        <translation>النظام</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>نموذج</translation>
    </message>
    <message>
        <source>The first date is after the last one.</source>
        <translation>تاريخ البداية بعد تاريخ النهاية.</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>النوع</translation>
    </message>
    <message>
        <source>Unposted</source>
        <translation>غير مرحّل</translation>
    </message>
    <message>
        <source>{name} was not deleted. {reason}</source>
        <translation>لم يُحذف {name}. {reason}</translation>
    </message>
    <message>
        <source>“{text}” is not a date: type it as YYYY-MM-DD.</source>
        <translation>“{text}” ليس تاريخًا: اكتبه بالصيغة سنة-شهر-يوم.</translation>
    </message>
</context>
<context>
    <name>JournalListView</name>
    <message>
        <source>&amp;Account</source>
        <translation type="vanished">ال&amp;حساب</translation>
    </message>
    <message>
        <source>&amp;Code</source>
        <translation type="vanished">ال&amp;كود</translation>
    </message>
    <message>
        <source>&amp;New cash in</source>
        <translation>سند قبض &amp;جديد</translation>
    </message>
    <message>
        <source>&amp;New entry</source>
        <translation>قيد &amp;جديد</translation>
    </message>
    <message>
        <source>&amp;Paper number</source>
        <translation>الرقم ال&amp;ورقي</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>الحساب</translation>
    </message>
    <message>
        <source>Any account</source>
        <translation>أي حساب</translation>
    </message>
    <message>
        <source>Any customer</source>
        <translation>أي عميل</translation>
    </message>
    <message>
        <source>Cash documents</source>
        <translation>السندات النقدية</translation>
    </message>
    <message>
        <source>Cash in and out</source>
        <translation>سندات القبض والصرف</translation>
    </message>
    <message>
        <source>Cod&amp;e</source>
        <translation>ال&amp;كود</translation>
    </message>
    <message>
        <source>Create a journal entry (Ctrl+N)</source>
        <translation>إنشاء قيد يومية (Ctrl+N)</translation>
    </message>
    <message>
        <source>Cu&amp;stomer</source>
        <translation type="vanished">العم&amp;يل</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>العميل</translation>
    </message>
    <message>
        <source>Delete document</source>
        <translation>حذف المستند</translation>
    </message>
    <message>
        <source>Delete {name} for good? This cannot be undone.</source>
        <translation>هل تريد حذف {name} نهائيًا؟ لا يمكن التراجع عن ذلك.</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>القيود</translation>
    </message>
    <message>
        <source>Fro&amp;m</source>
        <translation type="vanished">م&amp;ن</translation>
    </message>
    <message>
        <source>From</source>
        <translation>من</translation>
    </message>
    <message>
        <source>Greyed rows are posted or made by the system: read-only.</source>
        <translation>الصفوف الرمادية مرحّلة أو أنشأها النظام: للقراءة فقط.</translation>
    </message>
    <message>
        <source>Journal entries</source>
        <translation>قيود اليومية</translation>
    </message>
    <message>
        <source>Money paid out</source>
        <translation>مبالغ مصروفة</translation>
    </message>
    <message>
        <source>Money received (Ctrl+N)</source>
        <translation>مبالغ مقبوضة (Ctrl+N)</translation>
    </message>
    <message>
        <source>Ne&amp;w cash out</source>
        <translation>سن&amp;د صرف جديد</translation>
    </message>
    <message>
        <source>Nothing matches “{text}”. Pick from the list.</source>
        <translation>لا يوجد ما يطابق “{text}”. اختر من القائمة.</translation>
    </message>
    <message>
        <source>Number of documents</source>
        <translation>عدد المستندات</translation>
    </message>
    <message>
        <source>Open the selected document (Enter)</source>
        <translation>فتح المستند المحدد (Enter)</translation>
    </message>
    <message>
        <source>Show &amp;unposted entries (new entries are unposted)</source>
        <translation>عرض ال&amp;قيود غير المرحّلة (القيود الجديدة غير مرحّلة)</translation>
    </message>
    <message>
        <source>The server lists only posted entries unless asked; every entry you create stays unposted until it is posted.</source>
        <translation>لا يعرض الخادم إلا القيود المرحّلة ما لم يُطلب منه غير ذلك؛ وكل قيد تنشئه يبقى غير مرحّل حتى يُرحَّل.</translation>
    </message>
    <message>
        <source>To</source>
        <translation>إ&amp;لى</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>سنة-شهر-يوم</translation>
    </message>
    <message>
        <source>cash-documents</source>
        <translation>السندات النقدية</translation>
    </message>
    <message>
        <source>e.g. JE-12</source>
        <translation>مثل JE-12</translation>
    </message>
    <message>
        <source>journal-entries</source>
        <translation>قيود اليومية</translation>
    </message>
</context>
<context>
    <name>Jump</name>
    <message>
        <source>Cash in</source>
        <translation>سند قبض</translation>
    </message>
    <message>
        <source>Cash out</source>
        <translation>سند صرف</translation>
    </message>
    <message>
        <source>Finding a document</source>
        <translation>البحث عن مستند</translation>
    </message>
    <message>
        <source>Issue offering</source>
        <translation>إذن صرف</translation>
    </message>
    <message>
        <source>Journal entry</source>
        <translation>قيد يومية</translation>
    </message>
    <message>
        <source>Looking for {code} on the server…</source>
        <translation>جارٍ البحث عن {code} على الخادم…</translation>
    </message>
    <message>
        <source>Opening a record</source>
        <translation>فتح سجل</translation>
    </message>
    <message>
        <source>Opening “{name}”…</source>
        <translation>جارٍ فتح “{name}”…</translation>
    </message>
    <message>
        <source>Sales order</source>
        <translation>أمر بيع</translation>
    </message>
    <message>
        <source>Sales return</source>
        <translation>مرتجع مبيعات</translation>
    </message>
    <message>
        <source>{code} could not be looked up. {reason}</source>
        <translation>تعذّر البحث عن {code}. {reason}</translation>
    </message>
    <message>
        <source>{code} is not on the server.</source>
        <translation>{code} غير موجود على الخادم.</translation>
    </message>
    <message>
        <source>{screen} — screen</source>
        <translation>{screen} — شاشة</translation>
    </message>
    <message>
        <source>“{name}” could not be opened. {reason}</source>
        <translation>تعذّر فتح “{name}”. {reason}</translation>
    </message>
</context>
<context>
    <name>JumpDialog</name>
    <message numerus="yes">
        <source>%Ln matches</source>
        <translation>
            <numerusform>لا توجد نتائج</numerusform>
            <numerusform>نتيجة واحدة</numerusform>
            <numerusform>نتيجتان</numerusform>
            <numerusform>%Ln نتائج</numerusform>
            <numerusform>%Ln نتيجة</numerusform>
            <numerusform>%Ln نتيجة</numerusform>
        </translation>
    </message>
    <message>
        <source>A screen, an item, customer or tax, or a document code (SO-12, JE-3)</source>
        <translation>شاشة أو صنف أو عميل أو ضريبة، أو كود مستند (SO-12، JE-3)</translation>
    </message>
    <message>
        <source>Code or name of an item, customer or tax</source>
        <translation type="vanished">كود أو اسم صنف أو عميل أو ضريبة</translation>
    </message>
    <message>
        <source>Enter opens the highlighted match; Esc closes.</source>
        <translation>Enter يفتح النتيجة المظللة؛ Esc يغلق.</translation>
    </message>
    <message>
        <source>Go to</source>
        <translation>انتقال إلى</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>النتائج</translation>
    </message>
    <message>
        <source>Nothing matches “{text}”.</source>
        <translation>لا يوجد ما يطابق “{text}”.</translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message>
        <source>As of {time}</source>
        <translation>حتى {time}</translation>
    </message>
    <message>
        <source>As of {time} (offline: from the cache)</source>
        <translation>حتى {time} (دون اتصال: من النسخة المحفوظة)</translation>
    </message>
    <message>
        <source>Ledger from cache ({time}, offline)</source>
        <translation>دفتر الأستاذ من النسخة المحفوظة ({time}، دون اتصال)</translation>
    </message>
    <message>
        <source>Ledger not synced yet</source>
        <translation>لم تتم مزامنة دفتر الأستاذ بعد</translation>
    </message>
    <message>
        <source>Ledger up to date ({time})</source>
        <translation>دفتر الأستاذ محدَّث ({time})</translation>
    </message>
    <message>
        <source>Ledger: checking balances</source>
        <translation>دفتر الأستاذ: مراجعة الأرصدة</translation>
    </message>
    <message>
        <source>Ledger: reading entries</source>
        <translation>دفتر الأستاذ: قراءة القيود</translation>
    </message>
    <message>
        <source>Ledger: {done} of {total} entries</source>
        <translation>دفتر الأستاذ: {done} من {total} قيد</translation>
    </message>
    <message>
        <source>Not synced yet</source>
        <translation>لم تتم المزامنة بعد</translation>
    </message>
    <message>
        <source>Syncing the ledger</source>
        <translation>مزامنة دفتر الأستاذ</translation>
    </message>
</context>
<context>
    <name>LengthLimit</name>
    <message>
        <source>At most {limit} characters fit here; this would make {length}.</source>
        <translation>لا يتسع هذا الحقل لأكثر من {limit} حرفًا؛ وهذا سيجعلها {length}.</translation>
    </message>
</context>
<context>
    <name>LineDelegate</name>
    <message>
        <source>(account default)</source>
        <translation>(افتراضي الحساب)</translation>
    </message>
</context>
<context>
    <name>LineGrid</name>
    <message>
        <source>Add a line</source>
        <translation>إضافة سطر</translation>
    </message>
    <message>
        <source>Drop the cell&apos;s typing</source>
        <translation>تجاهل ما كُتب في الخلية</translation>
    </message>
    <message>
        <source>Edit the current cell</source>
        <translation>تحرير الخلية الحالية</translation>
    </message>
    <message>
        <source>Keep the cell and go to the next</source>
        <translation>حفظ الخلية والانتقال إلى التالية</translation>
    </message>
    <message>
        <source>Remove the current line</source>
        <translation>حذف السطر الحالي</translation>
    </message>
</context>
<context>
    <name>LoadBanner</name>
    <message>
        <source>Dismiss</source>
        <translation>إخفاء</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>حاول مرة أخرى</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;About Back Office Desktop</source>
        <translation type="vanished">&amp;حول المكتب الخلفي</translation>
    </message>
    <message>
        <source>&amp;Adjust invoiced quantity…</source>
        <translation type="vanished">&amp;تعديل الكمية المفوترة…</translation>
    </message>
    <message>
        <source>&amp;Connect to a server…</source>
        <translation type="vanished">الا&amp;تصال بخادم…</translation>
    </message>
    <message>
        <source>&amp;Dashboard</source>
        <translation type="vanished">&amp;لوحة المتابعة</translation>
    </message>
    <message>
        <source>&amp;Discard changes</source>
        <translation>ت&amp;جاهل التعديلات</translation>
    </message>
    <message>
        <source>&amp;Drafts and outbox</source>
        <translation type="vanished">ال&amp;مسودات وصندوق الصادر</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="vanished">&amp;ملف</translation>
    </message>
    <message>
        <source>&amp;Go to…</source>
        <translation type="vanished">ا&amp;نتقال إلى…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="vanished">م&amp;ساعدة</translation>
    </message>
    <message>
        <source>&amp;Keep as draft</source>
        <translation>الا&amp;حتفاظ كمسودة</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="vanished">اختصارات ل&amp;وحة المفاتيح</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="vanished">ال&amp;تفضيلات…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="vanished">&amp;خروج</translation>
    </message>
    <message>
        <source>&amp;Reports</source>
        <translation type="vanished">ال&amp;تقارير</translation>
    </message>
    <message>
        <source>&amp;Sync lists now</source>
        <translation type="vanished">م&amp;زامنة القوائم الآن</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="vanished">&amp;أدوات</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="vanished">&amp;عرض</translation>
    </message>
    <message>
        <source>&lt;h2&gt;{name}&lt;/h2&gt;&lt;p&gt;Choose a list on the left, for example Master data › Taxes.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;{name}&lt;/h2&gt;&lt;p&gt;اختر قائمة من الجانب، مثل البيانات الأساسية › الضرائب.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Back Office Desktop {version}&lt;/b&gt;&lt;/p&gt;&lt;table style=&apos;white-space:nowrap&apos;&gt;&lt;tr&gt;&lt;td&gt;Profile:&lt;/td&gt;&lt;td&gt;{profile}&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Data folder:&lt;/td&gt;&lt;td&gt;{data}&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Log folder:&lt;/td&gt;&lt;td&gt;{logs}&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;المكتب الخلفي {version}&lt;/b&gt;&lt;/p&gt;&lt;table align=&apos;right&apos; style=&apos;white-space:nowrap&apos;&gt;&lt;tr&gt;&lt;td&gt;{profile}&lt;/td&gt;&lt;td&gt;ملف الاتصال:&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{data}&lt;/td&gt;&lt;td&gt;مجلد البيانات:&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;{logs}&lt;/td&gt;&lt;td&gt;مجلد السجلات:&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>A draft is listed in View › Drafts and outbox and comes back when you open the same record again.</source>
        <translation>تظهر المسودة في عرض › المسودات وصندوق الصادر، وتعود عندما تفتح السجل نفسه مرة أخرى.</translation>
    </message>
    <message>
        <source>API quota</source>
        <translation>حصة API</translation>
    </message>
    <message>
        <source>API quota {remaining}/{limit}</source>
        <translation>حصة API ‏{remaining}/{limit}</translation>
    </message>
    <message>
        <source>About Back Office Desktop</source>
        <translation>حول المكتب الخلفي</translation>
    </message>
    <message>
        <source>Back Office Desktop</source>
        <translation>المكتب الخلفي</translation>
    </message>
    <message>
        <source>Check this &amp;server…</source>
        <translation type="vanished">&amp;فحص هذا الخادم…</translation>
    </message>
    <message>
        <source>Close &amp;tab</source>
        <translation type="vanished">إغلاق ال&amp;تبويب</translation>
    </message>
    <message>
        <source>Closing</source>
        <translation>جارٍ الإغلاق</translation>
    </message>
    <message>
        <source>Co&amp;mpany details…</source>
        <translation type="vanished">بيانات ال&amp;شركة…</translation>
    </message>
    <message>
        <source>Company detai&amp;ls…</source>
        <translation type="vanished">بيانات ال&amp;شركة…</translation>
    </message>
    <message>
        <source>Company details saved: documents print with them.</source>
        <translation>حُفظت بيانات الشركة: تُطبع بها المستندات.</translation>
    </message>
    <message>
        <source>Connect to a company first: documents are printed from its server.</source>
        <translation>اتصل بشركة أولًا: تُطبع المستندات من خادمها.</translation>
    </message>
    <message>
        <source>Connect to a company first: its details are kept with its profile.</source>
        <translation>اتصل بشركة أولًا: تُحفظ بياناتها مع ملفها.</translation>
    </message>
    <message>
        <source>Connecting</source>
        <translation>جارٍ الاتصال</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>جارٍ الاتصال…</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>الاتصال</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>عميل</translation>
    </message>
    <message>
        <source>Demo company</source>
        <translation>الشركة التجريبية</translation>
    </message>
    <message>
        <source>Import c&amp;ustomers…</source>
        <translation type="vanished">استيراد ال&amp;عملاء…</translation>
    </message>
    <message>
        <source>Import stock &amp;items…</source>
        <translation type="vanished">استيراد الأ&amp;صناف المخزنية…</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>دفتر الأستاذ</translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation>التنقل</translation>
    </message>
    <message>
        <source>Not available yet</source>
        <translation>غير متاح بعد</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>غير متصل</translation>
    </message>
    <message>
        <source>Not quitting</source>
        <translation>لم يُغلَق البرنامج</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>غير متصل</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>متصل</translation>
    </message>
    <message>
        <source>Open tabs</source>
        <translation>علامات التبويب المفتوحة</translation>
    </message>
    <message>
        <source>Open the &amp;demo company</source>
        <translation type="vanished">فتح الشركة ال&amp;تجريبية</translation>
    </message>
    <message>
        <source>Outbox</source>
        <translation>صندوق الصادر</translation>
    </message>
    <message>
        <source>Preferences saved: they apply the next time the app starts.</source>
        <translation>حُفظت التفضيلات: تُطبَّق في المرة القادمة التي يبدأ فيها التطبيق.</translation>
    </message>
    <message>
        <source>Print a docu&amp;ment…</source>
        <translation type="vanished">&amp;طباعة مستند…</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>ملف الاتصال</translation>
    </message>
    <message>
        <source>Profile: {name}</source>
        <translation>ملف الاتصال: {name}</translation>
    </message>
    <message>
        <source>Reference lists</source>
        <translation>القوائم المرجعية</translation>
    </message>
    <message>
        <source>Requests left in the current rate-limit window, from the server&apos;s last answer. The window starts over at {time}.</source>
        <translation>الطلبات المتبقية في نافذة حد الطلبات الحالية، حسب آخر رد من الخادم. تبدأ النافذة من جديد الساعة {time}.</translation>
    </message>
    <message>
        <source>Server problem</source>
        <translation>مشكلة في الخادم</translation>
    </message>
    <message>
        <source>Statement &amp;layout…</source>
        <translation type="vanished">&amp;تنسيق القوائم المالية…</translation>
    </message>
    <message>
        <source>Stock item</source>
        <translation>صنف مخزني</translation>
    </message>
    <message>
        <source>Sync the lists, send the outbox and reconcile the whole ledger</source>
        <translation type="vanished">مزامنة القوائم وإرسال الصادر ومطابقة دفتر الأستاذ كاملًا</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>الضريبة</translation>
    </message>
    <message>
        <source>The tab stays open: its changes could not be kept as a draft.</source>
        <translation>يبقى التبويب مفتوحًا: تعذّر حفظ تغييراته كمسودة.</translation>
    </message>
    <message>
        <source>The token of this profile is not stored on this computer: enter it.</source>
        <translation>رمز الوصول لهذا الملف غير محفوظ على هذا الجهاز: أدخله.</translation>
    </message>
    <message>
        <source>These tabs have changes that could not be kept as drafts, because the disk of this computer is full:
{titles}

Free some space and quit again, or close those tabs and discard their changes.</source>
        <translation>في هذه التبويبات تغييرات تعذّر حفظها كمسودات، لأن قرص هذا الحاسوب ممتلئ:
{titles}

أفرِغ بعض المساحة ثم أغلِق البرنامج مرة أخرى، أو أغلِق هذه التبويبات متجاهلًا تغييراتها.</translation>
    </message>
    <message>
        <source>Token refused</source>
        <translation>رُفض رمز الوصول</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>تعديلات غير محفوظة</translation>
    </message>
    <message>
        <source>{name} — Back Office Desktop</source>
        <translation>{name} — المكتب الخلفي</translation>
    </message>
    <message>
        <source>{tab} — {name} — Back Office Desktop</source>
        <translation>{tab} — {name} — المكتب الخلفي</translation>
    </message>
    <message>
        <source>“{title}” has changes that are not saved.</source>
        <translation>في “{title}” تعديلات غير محفوظة.</translation>
    </message>
</context>
<context>
    <name>ManualLinks</name>
    <message>
        <source>A code you typed names no document; the codes before it are linked.</source>
        <translation>أحد الأرقام التي كتبتها لا يطابق أي مستند؛ رُبطت الأرقام التي قبله.</translation>
    </message>
    <message>
        <source>A document cannot be linked to itself.</source>
        <translation>لا يمكن ربط مستند بنفسه.</translation>
    </message>
    <message>
        <source>Linked: {codes}.</source>
        <translation>رُبط: {codes}.</translation>
    </message>
    <message>
        <source>Linking documents</source>
        <translation>ربط المستندات</translation>
    </message>
    <message>
        <source>No document has the code “{code}”.</source>
        <translation>لا يوجد مستند بالرقم “{code}”.</translation>
    </message>
    <message>
        <source>Nothing new to link.</source>
        <translation>لا شيء جديد للربط.</translation>
    </message>
    <message>
        <source>Reading linked documents</source>
        <translation>قراءة المستندات المرتبطة</translation>
    </message>
    <message>
        <source>The link could not be removed: {reason}</source>
        <translation>تعذّر فك الربط: {reason}</translation>
    </message>
    <message>
        <source>The link was refused: {reason}</source>
        <translation>رُفض الربط: {reason}</translation>
    </message>
    <message>
        <source>The linked documents could not be read: {reason}</source>
        <translation>تعذّرت قراءة المستندات المرتبطة: {reason}</translation>
    </message>
    <message>
        <source>Type a document code, e.g. IO-WH01-3.</source>
        <translation>اكتب رقم مستند، مثل IO-WH01-3.</translation>
    </message>
    <message>
        <source>Unlinking a document</source>
        <translation>فك ربط مستند</translation>
    </message>
    <message>
        <source>{code} is no longer linked.</source>
        <translation>لم يعد {code} مرتبطًا.</translation>
    </message>
    <message>
        <source>“{code}” is not a document code (they look like SO-12).</source>
        <translation>“{code}” ليس رقم مستند (أرقام المستندات مثل SO-12).</translation>
    </message>
</context>
<context>
    <name>ManualLinksDialog</name>
    <message>
        <source>&amp;Close</source>
        <translation>إ&amp;غلاق</translation>
    </message>
    <message>
        <source>&amp;Link</source>
        <translation>ر&amp;بط</translation>
    </message>
    <message>
        <source>&amp;Unlink</source>
        <translation>&amp;فك الربط</translation>
    </message>
    <message>
        <source>Documents tied to {code} by hand. Links reach through: a document linked to one of these is linked to all of them.</source>
        <translation>مستندات مربوطة بـ {code} يدويًا. الربط يسري على المجموعة كلها: المستند المرتبط بأحدها مرتبط بها جميعًا.</translation>
    </message>
    <message>
        <source>Link &amp;another</source>
        <translation>&amp;ربط مستند آخر</translation>
    </message>
    <message>
        <source>Linked documents</source>
        <translation>المستندات المرتبطة</translation>
    </message>
    <message>
        <source>Linked documents of {code}</source>
        <translation>المستندات المرتبطة بـ {code}</translation>
    </message>
    <message>
        <source>No document is linked yet.</source>
        <translation>لا يوجد مستند مرتبط بعد.</translation>
    </message>
    <message>
        <source>Take the chosen document out of the group (Delete)</source>
        <translation>إخراج المستند المختار من المجموعة (Delete)</translation>
    </message>
    <message>
        <source>e.g. IO-WH01-3, or several with commas</source>
        <translation>مثل IO-WH01-3، أو عدة أرقام مفصولة بفواصل</translation>
    </message>
</context>
<context>
    <name>MasterData</name>
    <message>
        <source>Correct the marked fields, then save.</source>
        <translation>صحّح الحقول المعلَّمة، ثم احفظ.</translation>
    </message>
    <message>
        <source>Saving</source>
        <translation>جارٍ الحفظ</translation>
    </message>
    <message>
        <source>The server did not save it.</source>
        <translation>لم يحفظه الخادم.</translation>
    </message>
</context>
<context>
    <name>MoreFields</name>
    <message>
        <source>Fields this server has that this app does not know, shown as they came.</source>
        <translation>حقول لدى هذا الخادم لا يعرفها هذا التطبيق، معروضة كما وصلت.</translation>
    </message>
    <message>
        <source>Fields this server has that this app does not know. They are kept as they are and sent back unchanged when you save.</source>
        <translation>حقول لدى هذا الخادم لا يعرفها هذا التطبيق. تُحفظ كما هي وتُعاد دون تغيير عند الحفظ.</translation>
    </message>
    <message>
        <source>More</source>
        <translation>المزيد</translation>
    </message>
</context>
<context>
    <name>Navigation</name>
    <message>
        <source>Accounting</source>
        <translation>المحاسبة</translation>
    </message>
    <message>
        <source>Brands</source>
        <translation>العلامات التجارية</translation>
    </message>
    <message>
        <source>Cash in and out</source>
        <translation>سندات القبض والصرف</translation>
    </message>
    <message>
        <source>Chart of accounts</source>
        <translation>دليل الحسابات</translation>
    </message>
    <message>
        <source>Cities and districts</source>
        <translation>المدن والأحياء</translation>
    </message>
    <message>
        <source>Classifications</source>
        <translation>التصنيفات</translation>
    </message>
    <message>
        <source>Customers</source>
        <translation>العملاء</translation>
    </message>
    <message>
        <source>Dashboard</source>
        <translation>لوحة المتابعة</translation>
    </message>
    <message>
        <source>Drafts and outbox</source>
        <translation>المسودات وصندوق الصادر</translation>
    </message>
    <message>
        <source>Dynamic properties</source>
        <translation>الخصائص الديناميكية</translation>
    </message>
    <message>
        <source>Inventory</source>
        <translation>المخزون</translation>
    </message>
    <message>
        <source>Journal entries</source>
        <translation>قيود اليومية</translation>
    </message>
    <message>
        <source>Master data</source>
        <translation>البيانات الأساسية</translation>
    </message>
    <message>
        <source>Purchase orders</source>
        <translation>أوامر الشراء</translation>
    </message>
    <message>
        <source>Purchase returns</source>
        <translation>مرتجعات المشتريات</translation>
    </message>
    <message>
        <source>Purchasing</source>
        <translation>المشتريات</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>التقارير</translation>
    </message>
    <message>
        <source>Sales</source>
        <translation>المبيعات</translation>
    </message>
    <message>
        <source>Sales orders</source>
        <translation>أوامر البيع</translation>
    </message>
    <message>
        <source>Sales persons</source>
        <translation>مندوبو المبيعات</translation>
    </message>
    <message>
        <source>Sales returns</source>
        <translation>مرتجعات المبيعات</translation>
    </message>
    <message>
        <source>Service items</source>
        <translation>الأصناف الخدمية</translation>
    </message>
    <message>
        <source>Stock items</source>
        <translation>الأصناف المخزنية</translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation>الضرائب</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>أدوات</translation>
    </message>
    <message>
        <source>Warehouses</source>
        <translation>المستودعات</translation>
    </message>
    <message>
        <source>Work orders</source>
        <translation>أوامر التشغيل</translation>
    </message>
</context>
<context>
    <name>NewMenu</name>
    <message>
        <source>&amp;Customer</source>
        <translation type="vanished">&amp;عميل</translation>
    </message>
    <message>
        <source>&amp;Dynamic properties…</source>
        <translation type="vanished">خصائص دينامي&amp;كية…</translation>
    </message>
    <message>
        <source>&amp;Journal entry</source>
        <translation type="vanished">&amp;قيد يومية</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="vanished">&amp;جديد</translation>
    </message>
    <message>
        <source>&amp;Sales order</source>
        <translation type="vanished">أمر &amp;بيع</translation>
    </message>
    <message>
        <source>&amp;Tax</source>
        <translation type="vanished">ضر&amp;يبة</translation>
    </message>
    <message>
        <source>Br&amp;and</source>
        <translation type="vanished">علامة تجا&amp;رية</translation>
    </message>
    <message>
        <source>C&amp;lassification</source>
        <translation type="vanished">&amp;تصنيف</translation>
    </message>
    <message>
        <source>Cash &amp;out (payment)</source>
        <translation type="vanished">سند &amp;صرف (دفع)</translation>
    </message>
    <message>
        <source>Cash i&amp;n (receipt)</source>
        <translation type="vanished">&amp;سند قبض (استلام)</translation>
    </message>
    <message>
        <source>Cit&amp;y</source>
        <translation type="vanished">مدين&amp;ة</translation>
    </message>
    <message>
        <source>Issue o&amp;ffering</source>
        <translation type="vanished">إذن صرف عر&amp;ض</translation>
    </message>
    <message>
        <source>Opening &amp;balance</source>
        <translation type="vanished">رصيد ا&amp;فتتاحي</translation>
    </message>
    <message>
        <source>Sales &amp;person</source>
        <translation type="vanished">م&amp;ندوب مبيعات</translation>
    </message>
    <message>
        <source>Sales &amp;return…</source>
        <translation type="vanished">مرت&amp;جع مبيعات…</translation>
    </message>
    <message>
        <source>Ser&amp;vice item</source>
        <translation type="vanished">صنف خ&amp;دمي</translation>
    </message>
    <message>
        <source>Stock &amp;item</source>
        <translation type="vanished">صنف م&amp;خزني</translation>
    </message>
    <message>
        <source>Supplies rec&amp;eipt</source>
        <translation type="vanished">استلام &amp;مستلزمات</translation>
    </message>
</context>
<context>
    <name>OpeningBalance</name>
    <message>
        <source>Choose the item of this line.</source>
        <translation>اختر صنف هذا السطر.</translation>
    </message>
    <message>
        <source>Choose the warehouse whose stock this is.</source>
        <translation>اختر المستودع الذي يخصه هذا المخزون.</translation>
    </message>
    <message>
        <source>Correct the marked fields and lines, then save.</source>
        <translation>صحّح الحقول والأسطر المعلَّمة، ثم احفظ.</translation>
    </message>
    <message>
        <source>Cost per unit</source>
        <translation>تكلفة الوحدة</translation>
    </message>
    <message>
        <source>Enter a cost of zero or more (blank: the purchase price).</source>
        <translation>أدخل تكلفة صفرًا أو أكثر (فارغة: سعر الشراء).</translation>
    </message>
    <message>
        <source>Enter a quantity above zero.</source>
        <translation>أدخل كمية أكبر من صفر.</translation>
    </message>
    <message>
        <source>Enter at least one line: item and quantity.</source>
        <translation>أدخل سطرًا واحدًا على الأقل: الصنف والكمية.</translation>
    </message>
    <message>
        <source>Enter the date as YYYY-MM-DD.</source>
        <translation>أدخل التاريخ بالصيغة سنة-شهر-يوم.</translation>
    </message>
    <message>
        <source>It changed on the server ({fields}).</source>
        <translation>تغيّر على الخادم ({fields}).</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>الصنف</translation>
    </message>
    <message>
        <source>Loading</source>
        <translation>تحميل</translation>
    </message>
    <message>
        <source>New opening balance</source>
        <translation>رصيد افتتاحي جديد</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>الكمية</translation>
    </message>
    <message>
        <source>Saved as {code}. The API does not change opening balances: record a correction as a new document.</source>
        <translation>حُفظ برقم {code}. واجهة API لا تعدّل الأرصدة الافتتاحية: سجّل أي تصحيح كمستند جديد.</translation>
    </message>
    <message>
        <source>Saving opening balance</source>
        <translation>حفظ الرصيد الافتتاحي</translation>
    </message>
    <message>
        <source>The server cannot be reached: the opening balance is kept in the outbox and will be sent when it can. You can close this tab.</source>
        <translation>تعذّر الوصول إلى الخادم: الرصيد الافتتاحي محفوظ في صندوق الصادر وسيُرسل عندما يتاح ذلك. يمكنك إغلاق هذا التبويب.</translation>
    </message>
    <message>
        <source>The server did not save the opening balance.</source>
        <translation>لم يحفظ الخادم الرصيد الافتتاحي.</translation>
    </message>
    <message>
        <source>The server&apos;s answer was lost: the outbox checks whether the opening balance was saved before sending anything again. See View › Drafts and outbox.</source>
        <translation>ضاع رد الخادم: يتحقق صندوق الصادر مما إذا كان الرصيد الافتتاحي قد حُفظ قبل إرسال أي شيء مرة أخرى. راجع عرض › المسودات وصندوق الصادر.</translation>
    </message>
    <message>
        <source>This item is already on line {line}.</source>
        <translation>هذا الصنف موجود بالفعل في السطر {line}.</translation>
    </message>
</context>
<context>
    <name>OpeningBalanceEditorView</name>
    <message>
        <source>&amp;Date</source>
        <translation type="vanished">ال&amp;تاريخ</translation>
    </message>
    <message>
        <source>&amp;Lines</source>
        <translation>الأس&amp;طر</translation>
    </message>
    <message>
        <source>&amp;Open work order</source>
        <translation>فتح أم&amp;ر التشغيل</translation>
    </message>
    <message>
        <source>&amp;Warehouse</source>
        <translation>المستو&amp;دع</translation>
    </message>
    <message numerus="yes">
        <source>(%Ln lines at the purchase price)</source>
        <translation>
            <numerusform>(لا توجد أسطر بسعر الشراء)</numerusform>
            <numerusform>(سطر واحد بسعر الشراء)</numerusform>
            <numerusform>(سطران بسعر الشراء)</numerusform>
            <numerusform>(%Ln أسطر بسعر الشراء)</numerusform>
            <numerusform>(%Ln سطرًا بسعر الشراء)</numerusform>
            <numerusform>(%Ln سطر بسعر الشراء)</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a warehouse…</source>
        <translation>اختر مستودعًا…</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>التاريخ</translation>
    </message>
    <message>
        <source>Document code</source>
        <translation>رقم المستند</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>الأسطر</translation>
    </message>
    <message>
        <source>Not&amp;es</source>
        <translation>ملاح&amp;ظات</translation>
    </message>
    <message>
        <source>One line per item: type part of its code or name, then the quantity on hand and its cost per unit (blank: the item&apos;s purchase price).</source>
        <translation>سطر واحد لكل صنف: اكتب جزءًا من كوده أو اسمه، ثم الكمية الموجودة وتكلفة الوحدة (فارغة: سعر شراء الصنف).</translation>
    </message>
    <message>
        <source>Paper &amp;number</source>
        <translation type="vanished">الرقم ال&amp;ورقي</translation>
    </message>
    <message>
        <source>Paper num&amp;ber</source>
        <translation>الرقم ال&amp;ورقي</translation>
    </message>
    <message>
        <source>Save the opening balance (Ctrl+S)</source>
        <translation>حفظ الرصيد الافتتاحي (Ctrl+S)</translation>
    </message>
    <message>
        <source>Saved as {code}.</source>
        <translation>حُفظ برقم {code}.</translation>
    </message>
    <message>
        <source>Value at the costs typed: {amount}</source>
        <translation>القيمة بالتكاليف المُدخلة: {amount}</translation>
    </message>
    <message>
        <source>given when saved</source>
        <translation>يُعطى عند الحفظ</translation>
    </message>
</context>
<context>
    <name>OptionalDate</name>
    <message>
        <source>Any</source>
        <translation>أي تاريخ</translation>
    </message>
</context>
<context>
    <name>Outbox</name>
    <message numerus="yes">
        <source>%Ln h ago</source>
        <translation>
            <numerusform>منذ أقل من ساعة</numerusform>
            <numerusform>منذ ساعة</numerusform>
            <numerusform>منذ ساعتين</numerusform>
            <numerusform>منذ %Ln ساعات</numerusform>
            <numerusform>منذ %Ln ساعة</numerusform>
            <numerusform>منذ %Ln ساعة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln min ago</source>
        <translation>
            <numerusform>منذ أقل من دقيقة</numerusform>
            <numerusform>منذ دقيقة</numerusform>
            <numerusform>منذ دقيقتين</numerusform>
            <numerusform>منذ %Ln دقائق</numerusform>
            <numerusform>منذ %Ln دقيقة</numerusform>
            <numerusform>منذ %Ln دقيقة</numerusform>
        </translation>
    </message>
    <message>
        <source>(untitled)</source>
        <translation type="vanished">(بلا عنوان)</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>الإجراء</translation>
    </message>
    <message>
        <source>Answer lost: checking the server…</source>
        <translation>ضاع الرد: جارٍ التحقق من الخادم…</translation>
    </message>
    <message>
        <source>Brand</source>
        <translation>العلامة التجارية</translation>
    </message>
    <message>
        <source>Cash in</source>
        <translation>سند قبض</translation>
    </message>
    <message>
        <source>Cash out</source>
        <translation>سند صرف</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>تعديل</translation>
    </message>
    <message>
        <source>Classification</source>
        <translation>التصنيف</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>عميل</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>حذف</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>التفاصيل</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>مسودة</translation>
    </message>
    <message>
        <source>Issue offering</source>
        <translation>إذن صرف</translation>
    </message>
    <message>
        <source>Journal entry</source>
        <translation>قيد يومية</translation>
    </message>
    <message>
        <source>Last change</source>
        <translation>آخر تعديل</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>New</source>
        <translation>إنشاء</translation>
    </message>
    <message>
        <source>Not known whether it was saved</source>
        <translation>غير معروف إن كان قد حُفظ</translation>
    </message>
    <message>
        <source>Not submitted</source>
        <translation>لم يُرسل</translation>
    </message>
    <message>
        <source>Opening balance</source>
        <translation>رصيد افتتاحي</translation>
    </message>
    <message>
        <source>Receive supplies</source>
        <translation>إذن استلام توريدات</translation>
    </message>
    <message>
        <source>Refused by the server</source>
        <translation>رفضه الخادم</translation>
    </message>
    <message>
        <source>Sales order</source>
        <translation>أمر بيع</translation>
    </message>
    <message>
        <source>Sales person</source>
        <translation>مندوب المبيعات</translation>
    </message>
    <message>
        <source>Sales return</source>
        <translation>مرتجع مبيعات</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>جارٍ الإرسال…</translation>
    </message>
    <message>
        <source>Service item</source>
        <translation>صنف خدمي</translation>
    </message>
    <message>
        <source>Someone else changed it on the server meanwhile.</source>
        <translation>عدّله شخص آخر على الخادم في هذه الأثناء.</translation>
    </message>
    <message>
        <source>State</source>
        <translation>الحالة</translation>
    </message>
    <message>
        <source>Stock item</source>
        <translation>صنف مخزني</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>الضريبة</translation>
    </message>
    <message>
        <source>That row changed just now (it is being sent); look again.</source>
        <translation>تغيّر ذلك الصف للتو (يجري إرساله)؛ انظر مرة أخرى.</translation>
    </message>
    <message>
        <source>The server&apos;s answer was lost and it cannot tell whether this was saved. Look for it on the server, then choose Send again or It was saved.</source>
        <translation>ضاع رد الخادم ولا يمكن معرفة إن كان هذا قد حُفظ. ابحث عنه على الخادم، ثم اختر إعادة الإرسال أو تم حفظه.</translation>
    </message>
    <message numerus="yes">
        <source>Tried %Ln times; sent when the server answers.</source>
        <translation>
            <numerusform>لم تتم أي محاولة؛ يُرسل عندما يرد الخادم.</numerusform>
            <numerusform>جُرِّب مرة واحدة؛ يُرسل عندما يرد الخادم.</numerusform>
            <numerusform>جُرِّب مرتين؛ يُرسل عندما يرد الخادم.</numerusform>
            <numerusform>جُرِّب %Ln مرات؛ يُرسل عندما يرد الخادم.</numerusform>
            <numerusform>جُرِّب %Ln مرة؛ يُرسل عندما يرد الخادم.</numerusform>
            <numerusform>جُرِّب %Ln مرة؛ يُرسل عندما يرد الخادم.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting to be sent</source>
        <translation>في انتظار الإرسال</translation>
    </message>
    <message>
        <source>Waits for the record it names (a new customer, also in the outbox) to be sent first; then it goes with the id the server gave it.</source>
        <translation>ينتظر إرسال السجل الذي يذكره أولًا (عميل جديد في صندوق الصادر أيضًا)؛ ثم يُرسل بالمعرّف الذي أعطاه الخادم له.</translation>
    </message>
    <message>
        <source>What</source>
        <translation>العنصر</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>الآن</translation>
    </message>
    <message>
        <source>“{title}” is being sent now.</source>
        <translation>يُرسَل «{title}» الآن.</translation>
    </message>
    <message>
        <source>“{title}” is marked as saved.</source>
        <translation>عُلِّم “{title}” على أنه محفوظ.</translation>
    </message>
    <message>
        <source>“{title}” was discarded.</source>
        <translation>تم تجاهل “{title}”.</translation>
    </message>
    <message>
        <source>“{title}” will be sent again.</source>
        <translation>سيُرسل “{title}” مرة أخرى.</translation>
    </message>
</context>
<context>
    <name>OutboxPanelView</name>
    <message>
        <source>&amp;Discard</source>
        <translation>ت&amp;جاهل</translation>
    </message>
    <message>
        <source>&amp;Discard…</source>
        <translation>ت&amp;جاهل…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>تع&amp;ديل</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;تحديث</translation>
    </message>
    <message>
        <source>&amp;Send again</source>
        <translation>إعاد&amp;ة الإرسال</translation>
    </message>
    <message>
        <source>&amp;Send now</source>
        <translation>إرسال الآ&amp;ن</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>تجاهل</translation>
    </message>
    <message>
        <source>Discard “{title}”? It will not be sent and what was typed is lost.</source>
        <translation>هل تريد تجاهل “{title}”؟ لن يُرسل وسيضيع ما كُتب.</translation>
    </message>
    <message>
        <source>Drafts and outbox</source>
        <translation>المسودات وصندوق الصادر</translation>
    </message>
    <message>
        <source>Drop it: it will not be sent (Delete)</source>
        <translation>إسقاطه: لن يُرسل (Delete)</translation>
    </message>
    <message>
        <source>It &amp;was saved</source>
        <translation>تم &amp;حفظه</translation>
    </message>
    <message>
        <source>Look again (F5)</source>
        <translation>نظرة أخرى (F5)</translation>
    </message>
    <message>
        <source>Nothing waiting: everything you typed is on the server.</source>
        <translation>لا شيء في الانتظار: كل ما كتبته موجود على الخادم.</translation>
    </message>
    <message>
        <source>Open it to correct or finish it (Enter)</source>
        <translation>افتحه لتصحيحه أو إكماله (Enter)</translation>
    </message>
    <message>
        <source>Send it now, rather than at the next try.</source>
        <translation>أرسله الآن بدلًا من انتظار المحاولة التالية.</translation>
    </message>
    <message>
        <source>What you typed that is not on the server yet. Requests wait here while the server cannot be reached and are sent, once each, when it can.</source>
        <translation>ما كتبته ولم يصل إلى الخادم بعد. تنتظر الطلبات هنا ما دام الوصول إلى الخادم متعذرًا، وتُرسل مرة واحدة لكل منها عندما يتاح ذلك.</translation>
    </message>
    <message>
        <source>You checked: it is not on the server. Send it again.</source>
        <translation>تحققت: غير موجود على الخادم. أرسله مرة أخرى.</translation>
    </message>
    <message>
        <source>You found it on the server: nothing more to send.</source>
        <translation>وجدته على الخادم: لا شيء آخر للإرسال.</translation>
    </message>
</context>
<context>
    <name>PagesView</name>
    <message>
        <source>Page {page}</source>
        <translation>الصفحة {page}</translation>
    </message>
</context>
<context>
    <name>Posting</name>
    <message>
        <source>Already posted: {codes}.</source>
        <translation>مرحّلة من قبل: {codes}.</translation>
    </message>
    <message>
        <source>No longer on the server: {codes}.</source>
        <translation>لم تعد على الخادم: {codes}.</translation>
    </message>
    <message>
        <source>Not posted here: {codes}. Only journal entries are posted from this list.</source>
        <translation>لم تُرحَّل هنا: {codes}. لا تُرحَّل من هذه القائمة إلا قيود اليومية.</translation>
    </message>
    <message>
        <source>Not posted: {codes}. A recurring template is not an entry.</source>
        <translation>لم تُرحَّل: {codes}. النموذج المتكرر ليس قيدًا.</translation>
    </message>
    <message>
        <source>Not posted: {codes}. Every line needs an account; open the entry.</source>
        <translation>لم تُرحَّل: {codes}. كل سطر يحتاج إلى حساب؛ افتح القيد.</translation>
    </message>
    <message>
        <source>Not posted: {codes}. The organization does not post journal entries in real time; they are posted on the server.</source>
        <translation>لم تُرحَّل: {codes}. المؤسسة لا ترحّل قيود اليومية فوريًا؛ تُرحَّل على الخادم.</translation>
    </message>
    <message>
        <source>Posted: {codes}.</source>
        <translation>رُحّلت: {codes}.</translation>
    </message>
    <message>
        <source>Posting entries</source>
        <translation>ترحيل القيود</translation>
    </message>
    <message>
        <source>The server refused to post: {codes}.</source>
        <translation>رفض الخادم الترحيل: {codes}.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>&amp;Language</source>
        <translation>ال&amp;لغة</translation>
    </message>
    <message>
        <source>Changes apply the next time Back Office Desktop starts.</source>
        <translation>تُطبَّق التغييرات في المرة القادمة التي يبدأ فيها المكتب الخلفي.</translation>
    </message>
    <message>
        <source>Egyptian and Saudi Arabic show Arabic-Indic digits (٠١٢٣) unless this is on.</source>
        <translation>العربية المصرية والسعودية تعرض الأرقام الهندية (٠١٢٣) ما لم يُفعَّل هذا الخيار.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>اللغة</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>التفضيلات</translation>
    </message>
    <message>
        <source>Show numbers with Latin digits (0123456789)</source>
        <translation type="vanished">عرض الأرقام بالأرقام اللاتينية (0123456789)</translation>
    </message>
    <message>
        <source>Show numbers with Latin digits ({digits})</source>
        <translation>عرض الأرقام بالأرقام اللاتينية ({digits})</translation>
    </message>
</context>
<context>
    <name>PrintCodeDialog</name>
    <message>
        <source>&amp;Code</source>
        <translation>ال&amp;كود</translation>
    </message>
    <message>
        <source>A sales order prints as a tax invoice, an issue offering as a delivery note; a customer&apos;s code prints the customer&apos;s statement of this year.</source>
        <translation>يُطبع أمر البيع فاتورةً ضريبية، وأمر الصرف إذنَ تسليم؛ ويطبع كود العميل كشف حسابه لهذا العام.</translation>
    </message>
    <message>
        <source>Enter a document&apos;s or a customer&apos;s code.</source>
        <translation>أدخل كود مستند أو كود عميل.</translation>
    </message>
    <message>
        <source>Print a document</source>
        <translation>طباعة مستند</translation>
    </message>
    <message>
        <source>SO-31, CI-CAI-3, IO-WH01-7, or a customer&apos;s code</source>
        <translation>SO-31 أو CI-CAI-3 أو IO-WH01-7 أو كود عميل</translation>
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message>
        <source>&amp;Close</source>
        <translation>إ&amp;غلاق</translation>
    </message>
    <message>
        <source>&amp;Fit width</source>
        <translation>&amp;ملاءمة العرض</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;طباعة…</translation>
    </message>
    <message>
        <source>&amp;Save as PDF…</source>
        <translation>&amp;حفظ بصيغة PDF…</translation>
    </message>
    <message>
        <source>80 mm receipt roll</source>
        <translation>لفافة إيصالات ٨٠ مم</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Arabic</source>
        <translation>العربية</translation>
    </message>
    <message>
        <source>Document &amp;language</source>
        <translation>&amp;لغة المستند</translation>
    </message>
    <message>
        <source>English</source>
        <translation>الإنجليزية</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>مستندات PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Pa&amp;per</source>
        <translation>ال&amp;ورق</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>المعاينة</translation>
    </message>
    <message>
        <source>Print {what}</source>
        <translation>طباعة {what}</translation>
    </message>
    <message>
        <source>Printing status</source>
        <translation>حالة الطباعة</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>حفظ بصيغة PDF</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>تم الحفظ في {path}</translation>
    </message>
    <message>
        <source>Sent to the printer.</source>
        <translation>أُرسل إلى الطابعة.</translation>
    </message>
    <message>
        <source>The PDF could not be saved: {reason}</source>
        <translation>تعذّر حفظ ملف PDF: {reason}</translation>
    </message>
    <message>
        <source>The printer could not be opened.</source>
        <translation>تعذّر فتح الطابعة.</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;تكبير</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>ت&amp;صغير</translation>
    </message>
</context>
<context>
    <name>PrintTemplates</name>
    <message>
        <source> less {discount}</source>
        <translation> ناقص {discount}</translation>
    </message>
    <message>
        <source>Reading a layout</source>
        <translation>قراءة نموذج طباعة</translation>
    </message>
    <message>
        <source>Reading print layouts</source>
        <translation>قراءة نماذج الطباعة</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>خدمة</translation>
    </message>
    <message>
        <source>The company has no print layouts for orders.</source>
        <translation>لا توجد لدى الشركة نماذج طباعة للأوامر.</translation>
    </message>
    <message>
        <source>The layout could not be read: {reason}</source>
        <translation>تعذّرت قراءة النموذج: {reason}</translation>
    </message>
    <message>
        <source>The print layouts could not be read: {reason}</source>
        <translation>تعذّرت قراءة نماذج الطباعة: {reason}</translation>
    </message>
    <message>
        <source>default</source>
        <translation>افتراضي</translation>
    </message>
    <message>
        <source>paper {size}</source>
        <translation>ورق {size}</translation>
    </message>
</context>
<context>
    <name>PrintTemplatesDialog</name>
    <message>
        <source>&amp;Close</source>
        <translation>إ&amp;غلاق</translation>
    </message>
    <message>
        <source>&amp;Layout as the server gives it</source>
        <translation>ال&amp;نموذج كما يرسله الخادم</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;طباعة…</translation>
    </message>
    <message>
        <source>C&amp;opy preview</source>
        <translation>ن&amp;سخ المعاينة</translation>
    </message>
    <message>
        <source>Layout as the server gives it</source>
        <translation>النموذج كما يرسله الخادم</translation>
    </message>
    <message>
        <source>Pre&amp;view with this order</source>
        <translation>&amp;معاينة بهذا الأمر</translation>
    </message>
    <message>
        <source>Preview of this order</source>
        <translation>معاينة هذا الأمر</translation>
    </message>
    <message>
        <source>Print la&amp;youts</source>
        <translation>نماذج الطبا&amp;عة</translation>
    </message>
    <message>
        <source>Print layouts</source>
        <translation>نماذج الطباعة</translation>
    </message>
    <message>
        <source>Print {code}</source>
        <translation>طباعة {code}</translation>
    </message>
    <message>
        <source>Reading the layouts…</source>
        <translation>جارٍ قراءة النماذج…</translation>
    </message>
    <message>
        <source>The preview is on the clipboard.</source>
        <translation>نُسخت المعاينة إلى الحافظة.</translation>
    </message>
    <message>
        <source>The server gives the layout only (its name, paper and text with {placeholders}); it does not print. The preview is filled in here from the order, and that is what prints.</source>
        <translation>يرسل الخادم النموذج فقط (اسمه وورقه ونصه بما فيه من {placeholders})؛ ولا يطبع. تُملأ المعاينة هنا من الأمر، وهي ما يُطبع.</translation>
    </message>
    <message>
        <source>{name} (default)</source>
        <translation>{name} (افتراضي)</translation>
    </message>
</context>
<context>
    <name>PrintWindow</name>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation type="vanished">
            <numerusform>لا صفوف</numerusform>
            <numerusform>صف واحد</numerusform>
            <numerusform>صفان</numerusform>
            <numerusform>%n صفوف</numerusform>
            <numerusform>%n صفًا</numerusform>
            <numerusform>%n صف</numerusform>
        </translation>
    </message>
    <message>
        <source>No document has the code {code}.</source>
        <translation>لا يوجد مستند بالكود {code}.</translation>
    </message>
    <message>
        <source>Not saved: {which}</source>
        <translation>لم يُحفظ: {which}</translation>
    </message>
    <message>
        <source>Preparing the document…</source>
        <translation>جارٍ تجهيز المستند…</translation>
    </message>
    <message>
        <source>Printing</source>
        <translation>الطباعة</translation>
    </message>
    <message>
        <source>Rows: {count}</source>
        <translation>عدد الصفوف: {count}</translation>
    </message>
    <message>
        <source>Save the PDFs in</source>
        <translation>حفظ ملفات PDF في</translation>
    </message>
    <message>
        <source>Saved {count} PDF files in {folder}.</source>
        <translation>حُفظ {count} ملف PDF في {folder}.</translation>
    </message>
    <message>
        <source>Saving {index} of {count}…</source>
        <translation>جارٍ حفظ {index} من {count}…</translation>
    </message>
    <message>
        <source>The amount in words is left out: the server could not be reached.</source>
        <translation>المبلغ بالحروف غير مذكور: تعذّر الوصول إلى الخادم.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>نعم</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>#</source>
        <translation>م</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>الحساب</translation>
    </message>
    <message>
        <source>Account name</source>
        <translation>اسم الحساب</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>المبلغ</translation>
    </message>
    <message>
        <source>Amount in words left out: the server could not be reached.</source>
        <translation>المبلغ بالحروف غير مذكور: تعذّر الوصول إلى الخادم.</translation>
    </message>
    <message>
        <source>Amount in words: {words}</source>
        <translation>المبلغ بالحروف: {words}</translation>
    </message>
    <message>
        <source>Approved by</source>
        <translation>اعتمده</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>الرصيد</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>نقدًا</translation>
    </message>
    <message>
        <source>Cash account</source>
        <translation>حساب النقدية</translation>
    </message>
    <message>
        <source>Cash and on account</source>
        <translation>نقدًا وآجل</translation>
    </message>
    <message>
        <source>Cash receipt</source>
        <translation>إيصال استلام نقدية</translation>
    </message>
    <message>
        <source>Cashier</source>
        <translation>أمين الصندوق</translation>
    </message>
    <message>
        <source>Closing balance</source>
        <translation>الرصيد الختامي</translation>
    </message>
    <message>
        <source>Code: {code}</source>
        <translation>الكود: {code}</translation>
    </message>
    <message>
        <source>Commercial registration: {number}</source>
        <translation>السجل التجاري: {number}</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>دائن</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>العملة</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>العميل</translation>
    </message>
    <message>
        <source>Customer statement</source>
        <translation>كشف حساب عميل</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>التاريخ</translation>
    </message>
    <message>
        <source>Date: {date}</source>
        <translation>التاريخ: {date}</translation>
    </message>
    <message>
        <source>Debit</source>
        <translation>مدين</translation>
    </message>
    <message>
        <source>Delivered by</source>
        <translation>سلّمه</translation>
    </message>
    <message>
        <source>Delivery note</source>
        <translation>إذن تسليم</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>الوصف</translation>
    </message>
    <message>
        <source>Discount</source>
        <translation>الخصم</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>المستند</translation>
    </message>
    <message>
        <source>Item code</source>
        <translation>كود الصنف</translation>
    </message>
    <message>
        <source>Journal voucher</source>
        <translation>قيد يومية</translation>
    </message>
    <message>
        <source>Line total</source>
        <translation>إجمالي السطر</translation>
    </message>
    <message>
        <source>Net total</source>
        <translation>الصافي</translation>
    </message>
    <message>
        <source>No. {code}</source>
        <translation>رقم {code}</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>ملاحظات</translation>
    </message>
    <message>
        <source>Notes: {notes}</source>
        <translation>ملاحظات: {notes}</translation>
    </message>
    <message>
        <source>Nothing to show.</source>
        <translation>لا يوجد ما يُعرض.</translation>
    </message>
    <message>
        <source>On account</source>
        <translation>آجل</translation>
    </message>
    <message>
        <source>Opening balance</source>
        <translation>الرصيد الافتتاحي</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>صفحة {page} من {pages}</translation>
    </message>
    <message>
        <source>Paid to</source>
        <translation>صُرف إلى</translation>
    </message>
    <message>
        <source>Paper number</source>
        <translation>الرقم الورقي</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>الدفع</translation>
    </message>
    <message>
        <source>Payment voucher</source>
        <translation>سند صرف نقدية</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>الفترة</translation>
    </message>
    <message>
        <source>Phone: {phone}</source>
        <translation>الهاتف: {phone}</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>أعدّه</translation>
    </message>
    <message>
        <source>Printed {time}</source>
        <translation>طُبع في {time}</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>الكمية</translation>
    </message>
    <message>
        <source>Received by</source>
        <translation>استلمه</translation>
    </message>
    <message>
        <source>Received from</source>
        <translation>استلمنا من</translation>
    </message>
    <message>
        <source>Return total</source>
        <translation>إجمالي المرتجع</translation>
    </message>
    <message>
        <source>Rounding</source>
        <translation>تقريب</translation>
    </message>
    <message>
        <source>Sales order</source>
        <translation>أمر البيع</translation>
    </message>
    <message>
        <source>Sales person</source>
        <translation>مندوب المبيعات</translation>
    </message>
    <message>
        <source>Sales return note</source>
        <translation>إشعار مرتجع مبيعات</translation>
    </message>
    <message>
        <source>Shipping</source>
        <translation>الشحن</translation>
    </message>
    <message>
        <source>Simplified tax invoice</source>
        <translation>فاتورة ضريبية مبسطة</translation>
    </message>
    <message>
        <source>Source document</source>
        <translation>المستند المصدر</translation>
    </message>
    <message>
        <source>Subtotal</source>
        <translation>المجموع الفرعي</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>الضريبة</translation>
    </message>
    <message>
        <source>Tax %</source>
        <translation>الضريبة ٪</translation>
    </message>
    <message>
        <source>Tax invoice</source>
        <translation>فاتورة ضريبية</translation>
    </message>
    <message>
        <source>Tax registration number: {number}</source>
        <translation>رقم التسجيل الضريبي: {number}</translation>
    </message>
    <message>
        <source>Tax {rate} on {base}</source>
        <translation>ضريبة {rate} على {base}</translation>
    </message>
    <message>
        <source>These totals are the server&apos;s: they differ from the lines printed above, which add up to {amount}.</source>
        <translation>هذه الإجماليات كما سجلها الخادم: وهي تختلف عن البنود المطبوعة أعلاه التي مجموعها {amount}.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>الإجمالي</translation>
    </message>
    <message>
        <source>Total quantity</source>
        <translation>إجمالي الكمية</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>سعر الوحدة</translation>
    </message>
    <message>
        <source>VAT number: {number}</source>
        <translation>الرقم الضريبي: {number}</translation>
    </message>
    <message>
        <source>Warehouse</source>
        <translation>المخزن</translation>
    </message>
    <message>
        <source>Withholding tax</source>
        <translation>ضريبة الخصم من المنبع</translation>
    </message>
    <message>
        <source>{title} {code} (continued)</source>
        <translation>{title} {code} (تابع)</translation>
    </message>
</context>
<context>
    <name>PurchaseListView</name>
    <message>
        <source>&amp;Code</source>
        <translation type="vanished">ال&amp;كود</translation>
    </message>
    <message>
        <source>Any supplier</source>
        <translation>أي مورد</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>الكود</translation>
    </message>
    <message>
        <source>Cr&amp;eated from</source>
        <translation>أُ&amp;نشئ من</translation>
    </message>
    <message>
        <source>Dates find the documents by when they were created in the system, not by their document date (that is how the API searches). Read-only: purchase documents are entered in the web application.</source>
        <translation>تبحث التواريخ عن المستندات حسب وقت إنشائها في النظام، لا حسب تاريخ المستند (هكذا يبحث API). للقراءة فقط: تُدخل مستندات المشتريات في تطبيق الويب.</translation>
    </message>
    <message>
        <source>Exact, e.g. PO-7</source>
        <translation>مطابق، مثل PO-7</translation>
    </message>
    <message>
        <source>Exact, e.g. PR-2</source>
        <translation>مطابق، مثل PR-2</translation>
    </message>
    <message>
        <source>Purchase orders</source>
        <translation>أوامر الشراء</translation>
    </message>
    <message>
        <source>Purchase returns</source>
        <translation>مرتجعات المشتريات</translation>
    </message>
    <message>
        <source>Show the selected document (Enter)</source>
        <translation>عرض المستند المحدد (Enter)</translation>
    </message>
    <message>
        <source>Supp&amp;lier</source>
        <translation>المو&amp;رد</translation>
    </message>
    <message>
        <source>The purchase documents could not be loaded. {reason}</source>
        <translation>تعذّر تحميل مستندات المشتريات. {reason}</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>سنة-شهر-يوم</translation>
    </message>
    <message>
        <source>purchase-orders</source>
        <translation>أوامر الشراء</translation>
    </message>
    <message>
        <source>purchase-returns</source>
        <translation>مرتجعات المشتريات</translation>
    </message>
    <message>
        <source>to</source>
        <translation>إ&amp;لى</translation>
    </message>
    <message>
        <source>“{text}” is not a date: type it as YYYY-MM-DD.</source>
        <translation>“{text}” ليس تاريخًا: اكتبه بالصيغة سنة-شهر-يوم.</translation>
    </message>
</context>
<context>
    <name>Purchases</name>
    <message numerus="yes">
        <source>%Ln purchase documents</source>
        <translation>
            <numerusform>لا توجد مستندات مشتريات</numerusform>
            <numerusform>مستند مشتريات واحد</numerusform>
            <numerusform>مستندا مشتريات</numerusform>
            <numerusform>%Ln مستندات مشتريات</numerusform>
            <numerusform>%Ln مستند مشتريات</numerusform>
            <numerusform>%Ln مستند مشتريات</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln purchase returns</source>
        <translation>
            <numerusform>لا توجد مرتجعات مشتريات</numerusform>
            <numerusform>مرتجع مشتريات واحد</numerusform>
            <numerusform>مرتجعا مشتريات</numerusform>
            <numerusform>%Ln مرتجعات مشتريات</numerusform>
            <numerusform>%Ln مرتجع مشتريات</numerusform>
            <numerusform>%Ln مرتجع مشتريات</numerusform>
        </translation>
    </message>
    <message>
        <source>(by code, archived ones included)</source>
        <translation>(بالرقم، وتشمل المؤرشفة)</translation>
    </message>
    <message>
        <source>(created between the dates)</source>
        <translation>(أُنشئت بين التاريخين)</translation>
    </message>
    <message>
        <source>(the first {count}: narrow the search)</source>
        <translation>(أول {count}: ضيّق البحث)</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>التشغيلة</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>الكود</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>العملة</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>التاريخ</translation>
    </message>
    <message>
        <source>Discount</source>
        <translation>الخصم</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>سعر الصرف</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>الإجمالي قبل الخصم</translation>
    </message>
    <message>
        <source>Installments</source>
        <translation>الأقساط</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>الصنف</translation>
    </message>
    <message>
        <source>Loading purchase documents</source>
        <translation>تحميل مستندات المشتريات</translation>
    </message>
    <message>
        <source>Net total</source>
        <translation>صافي الإجمالي</translation>
    </message>
    <message>
        <source>Paper number</source>
        <translation>الرقم الورقي</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>السعر</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>الكمية</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>مُستلَم</translation>
    </message>
    <message>
        <source>Returned</source>
        <translation>مُرتجَع</translation>
    </message>
    <message>
        <source>Service #{id}</source>
        <translation>خدمة #{id}</translation>
    </message>
    <message>
        <source>Shipping date</source>
        <translation>تاريخ الشحن</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>الحالة</translation>
    </message>
    <message>
        <source>Supplier</source>
        <translation>المورد</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>الضريبة</translation>
    </message>
    <message>
        <source>Taxable</source>
        <translation>خاضع للضريبة</translation>
    </message>
    <message>
        <source>The first date is after the last one.</source>
        <translation>تاريخ البداية بعد تاريخ النهاية.</translation>
    </message>
    <message>
        <source>Treasury account</source>
        <translation>حساب الخزينة</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>النوع</translation>
    </message>
    <message>
        <source>Type both dates to find by creation date, or leave both blank for the whole list.</source>
        <translation>اكتب التاريخين للبحث حسب تاريخ الإنشاء، أو اتركهما فارغين لعرض القائمة كاملة.</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>الوحدة</translation>
    </message>
    <message>
        <source>Warehouse</source>
        <translation>المستودع</translation>
    </message>
    <message>
        <source>{amount} due {day}</source>
        <translation>{amount} مستحق في {day}</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>قرص</translation>
    </message>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>مجلد</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>ا&amp;بحث في:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>الملفات من ال&amp;نوع:</translation>
    </message>
</context>
<context>
    <name>RecordEditor</name>
    <message>
        <source>Correct the marked fields, then save.</source>
        <translation>صحّح الحقول المعلَّمة، ثم احفظ.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>لا</translation>
    </message>
    <message>
        <source>Nothing to save.</source>
        <translation>لا شيء للحفظ.</translation>
    </message>
    <message>
        <source>The first save of this record still waits in the outbox. Save your changes again once it has been sent (View › Drafts and outbox), so that it is not created twice.</source>
        <translation>الحفظ الأول لهذا السجل لا يزال ينتظر في صندوق الصادر. احفظ تعديلاتك مرة أخرى بعد إرساله (عرض › المسودات وصندوق الصادر)، حتى لا يُنشأ مرتين.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>نعم</translation>
    </message>
    <message>
        <source>{field}: yours “{mine}”, theirs “{theirs}”</source>
        <translation>{field}: نسختك “{mine}”، نسختهم “{theirs}”</translation>
    </message>
</context>
<context>
    <name>RecordList</name>
    <message>
        <source>No</source>
        <translation>لا</translation>
    </message>
    <message>
        <source>Offline, as of {time}: the server cannot be reached, so this is the list as it was then. It loads again when the server answers.</source>
        <translation>غير متصل، حتى {time}: لا يمكن الوصول إلى الخادم، لذا هذه القائمة كما كانت حينها. ستُحمَّل من جديد عندما يرد الخادم.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>نعم</translation>
    </message>
    <message>
        <source>“{name}” was not deleted. {reason}</source>
        <translation>لم يتم حذف “{name}”. {reason}</translation>
    </message>
</context>
<context>
    <name>RecordListView</name>
    <message>
        <source>&amp;Delete</source>
        <translation>ح&amp;ذف</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>ح&amp;ذف…</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;فتح</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;تحديث</translation>
    </message>
    <message>
        <source>Active and inactive</source>
        <translation>النشط وغير النشط</translation>
    </message>
    <message>
        <source>Active only</source>
        <translation>النشط فقط</translation>
    </message>
    <message>
        <source>Delete the selected record (Delete)</source>
        <translation>حذف السجل المحدد (Delete)</translation>
    </message>
    <message>
        <source>Inactive only</source>
        <translation>غير النشط فقط</translation>
    </message>
    <message>
        <source>Load the list again (F5)</source>
        <translation>إعادة تحميل القائمة (F5)</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>جارٍ التحميل…</translation>
    </message>
    <message>
        <source>Number of records</source>
        <translation>عدد السجلات</translation>
    </message>
    <message>
        <source>Stat&amp;us</source>
        <translation>الحال&amp;ة</translation>
    </message>
    <message>
        <source>The list could not be loaded. {reason}</source>
        <translation>تعذّر تحميل القائمة. {reason}</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <source>; </source>
        <translation>؛ </translation>
    </message>
    <message>
        <source>Could not be recovered: {what}. Check them on the server.</source>
        <translation>تعذّر استرجاع: {what}. راجِعها على الخادم.</translation>
    </message>
    <message>
        <source>Drafts recovered: {names}.</source>
        <translation>المسودات المسترجعة: {names}.</translation>
    </message>
    <message>
        <source>Local data repaired</source>
        <translation>تم إصلاح البيانات المحلية</translation>
    </message>
    <message>
        <source>Nothing you typed or saved was lost.</source>
        <translation>لم يُفقد شيء مما كتبته أو حفظته.</translation>
    </message>
    <message>
        <source>Requests of the outbox recovered: {count}.</source>
        <translation>طلبات صندوق الإرسال المسترجعة: {count}.</translation>
    </message>
    <message>
        <source>The damaged file is kept at: {path}</source>
        <translation>الملف التالف محفوظ في: {path}</translation>
    </message>
    <message>
        <source>The list of server profiles and the preferences on this computer were damaged (a disk error, or a write cut short) and have been rebuilt from what could be read. Check your profiles under File › Connect to a server; tokens are kept in the system keychain and were not touched.</source>
        <translation>تلفت قائمة ملفات الخوادم والتفضيلات على هذا الحاسوب (خطأ في القرص، أو كتابة انقطعت) وأُعيد بناؤها مما أمكن قراءته. راجِع ملفاتك الشخصية من ملف › الاتصال بخادم؛ الرموز محفوظة في سلسلة مفاتيح النظام ولم تُمس.</translation>
    </message>
    <message>
        <source>This profile&apos;s local data on this computer was damaged (a disk error, or a write cut short). The damaged file was set aside and a new one made from what could be read. The lists are being fetched again from the server.</source>
        <translation>تلفت البيانات المحلية لهذا الملف الشخصي على هذا الحاسوب (خطأ في القرص، أو كتابة انقطعت). نُحّي الملف التالف جانبًا وأُنشئ ملف جديد مما أمكن قراءته. يجري جلب القوائم من الخادم مرة أخرى.</translation>
    </message>
    <message>
        <source>and {count} more</source>
        <translation>و{count} غيرها</translation>
    </message>
    <message>
        <source>drafts {names}</source>
        <translation>المسودات {names}</translation>
    </message>
    <message>
        <source>{count} drafts whose names could not be read</source>
        <translation>{count} من المسودات تعذّرت قراءة أسمائها</translation>
    </message>
    <message>
        <source>{count} of them may have reached the server already: each is looked up there before anything is sent again.</source>
        <translation>ربما وصل {count} منها إلى الخادم بالفعل: يُبحث عن كل منها هناك قبل إرسال أي شيء مرة أخرى.</translation>
    </message>
    <message>
        <source>{count} requests of the outbox</source>
        <translation>{count} من طلبات صندوق الإرسال</translation>
    </message>
</context>
<context>
    <name>ReferencePicker</name>
    <message>
        <source>Type a code or name</source>
        <translation>اكتب كودًا أو اسمًا</translation>
    </message>
</context>
<context>
    <name>ReportTableModel</name>
    <message>
        <source>Double-click to see the lines behind this figure</source>
        <translation>انقر مرتين لعرض السطور وراء هذا الرقم</translation>
    </message>
</context>
<context>
    <name>ReportView</name>
    <message>
        <source>&amp;By</source>
        <translation>التجميع حس&amp;ب</translation>
    </message>
    <message>
        <source>&amp;Keep first</source>
        <translation>الأوائ&amp;ل</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;طباعة…</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;تحديث</translation>
    </message>
    <message>
        <source>&amp;Save as PDF…</source>
        <translation>&amp;حفظ بصيغة PDF…</translation>
    </message>
    <message>
        <source>&amp;Top</source>
        <translation type="vanished">الأوائ&amp;ل</translation>
    </message>
    <message>
        <source>Acco&amp;unt</source>
        <translation>الحسا&amp;ب</translation>
    </message>
    <message>
        <source>All</source>
        <translation>الكل</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>كما في</translation>
    </message>
    <message>
        <source>Ask the server for what changed and compute the report again</source>
        <translation>اسأل الخادم عما تغيّر واحسب التقرير من جديد</translation>
    </message>
    <message>
        <source>By month</source>
        <translation>حسب الشهر</translation>
    </message>
    <message>
        <source>By quarter</source>
        <translation>حسب الربع</translation>
    </message>
    <message>
        <source>C&amp;ustomer</source>
        <translation>العم&amp;يل</translation>
    </message>
    <message>
        <source>Co&amp;mpare with</source>
        <translation type="vanished">قار&amp;ن بـ</translation>
    </message>
    <message>
        <source>Col&amp;umns</source>
        <translation>الأعم&amp;دة</translation>
    </message>
    <message>
        <source>Colum&amp;ns</source>
        <translation type="vanished">الأعم&amp;دة</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>المقارنة</translation>
    </message>
    <message>
        <source>Compare &amp;with</source>
        <translation>قار&amp;ن بـ</translation>
    </message>
    <message>
        <source>Comparison date</source>
        <translation>تاريخ المقارنة</translation>
    </message>
    <message>
        <source>Compute the report again from the ledger cache</source>
        <translation type="vanished">احسب التقرير من جديد من نسخة دفتر الأستاذ المحفوظة</translation>
    </message>
    <message>
        <source>Count posted entries only (by default unposted ones count too, as the server&apos;s customer balance does)</source>
        <translation>احسب القيود المرحّلة فقط (افتراضيًا تُحسب غير المرحّلة أيضًا، كما يحسب الخادم رصيد العميل)</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>العميل</translation>
    </message>
    <message>
        <source>F&amp;ilter</source>
        <translation>تصفي&amp;ة</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>الأرقام</translation>
    </message>
    <message>
        <source>Fil&amp;ter</source>
        <translation type="vanished">تص&amp;فية</translation>
    </message>
    <message>
        <source>From</source>
        <translation>من</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>الصنف</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>الشهر</translation>
    </message>
    <message>
        <source>No comparison</source>
        <translation>بلا مقارنة</translation>
    </message>
    <message>
        <source>One column</source>
        <translation>عمود واحد</translation>
    </message>
    <message>
        <source>P&amp;ost selected</source>
        <translation>ترحيل المحد&amp;د</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>مستند PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Post the selected journal entries you have reviewed (sent as they are)</source>
        <translation>ترحيل قيود اليومية المحددة التي راجعتها (تُرسل كما هي)</translation>
    </message>
    <message>
        <source>Posted on&amp;ly</source>
        <translation>المرحّلة ف&amp;قط</translation>
    </message>
    <message>
        <source>Preview the report and print it</source>
        <translation>معاينة التقرير وطباعته</translation>
    </message>
    <message>
        <source>Preview the report on A4 pages and print it</source>
        <translation type="vanished">معاينة التقرير على صفحات A4 وطباعته</translation>
    </message>
    <message>
        <source>Previous period</source>
        <translation>الفترة السابقة</translation>
    </message>
    <message>
        <source>S&amp;upplier</source>
        <translation>المو&amp;رد</translation>
    </message>
    <message>
        <source>Sales person</source>
        <translation>مندوب المبيعات</translation>
    </message>
    <message>
        <source>Same period last year</source>
        <translation>الفترة نفسها من العام الماضي</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation type="vanished">&amp;حفظ بصيغة PDF…</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>حفظ بصيغة PDF</translation>
    </message>
    <message>
        <source>Save the report as a PDF file (A4)</source>
        <translation>حفظ التقرير في ملف PDF (A4)</translation>
    </message>
    <message>
        <source>Saved as {file}</source>
        <translation>حُفظ باسم {file}</translation>
    </message>
    <message>
        <source>Show only the first rows of each group (after sorting)</source>
        <translation>اعرض الصفوف الأولى فقط من كل مجموعة (بعد الترتيب)</translation>
    </message>
    <message>
        <source>Su&amp;pplier</source>
        <translation type="vanished">المو&amp;رد</translation>
    </message>
    <message>
        <source>T&amp;op</source>
        <translation type="vanished">الأوائ&amp;ل</translation>
    </message>
    <message>
        <source>Text in any column</source>
        <translation>نص في أي عمود</translation>
    </message>
    <message>
        <source>The PDF could not be saved: {reason}</source>
        <translation>تعذّر حفظ ملف PDF: {reason}</translation>
    </message>
    <message>
        <source>To</source>
        <translation>إلى</translation>
    </message>
</context>
<context>
    <name>Reports</name>
    <message numerus="yes">
        <source>%Ln account(s) in no section of the statement layout: listed under Unassigned (debit balances); assets and unassigned equal liabilities and equity.</source>
        <translation>
            <numerusform>لا حسابات في أي قسم من تنسيق القوائم: مدرجة تحت «غير مصنّف» (أرصدة مدينة)؛ الأصول وغير المصنّف تساوي الخصوم وحقوق الملكية.</numerusform>
            <numerusform>حساب واحد ليس في أي قسم من تنسيق القوائم: مدرجة تحت «غير مصنّف» (أرصدة مدينة)؛ الأصول وغير المصنّف تساوي الخصوم وحقوق الملكية.</numerusform>
            <numerusform>حسابان ليسا في أي قسم من تنسيق القوائم: مدرجة تحت «غير مصنّف» (أرصدة مدينة)؛ الأصول وغير المصنّف تساوي الخصوم وحقوق الملكية.</numerusform>
            <numerusform>%Ln حسابات ليست في أي قسم من تنسيق القوائم: مدرجة تحت «غير مصنّف» (أرصدة مدينة)؛ الأصول وغير المصنّف تساوي الخصوم وحقوق الملكية.</numerusform>
            <numerusform>%Ln حسابًا ليس في أي قسم من تنسيق القوائم: مدرجة تحت «غير مصنّف» (أرصدة مدينة)؛ الأصول وغير المصنّف تساوي الخصوم وحقوق الملكية.</numerusform>
            <numerusform>%Ln حساب ليس في أي قسم من تنسيق القوائم: مدرجة تحت «غير مصنّف» (أرصدة مدينة)؛ الأصول وغير المصنّف تساوي الخصوم وحقوق الملكية.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln account(s) in no section of the statement layout: listed under Unassigned, in no result (Reports › Statement layout…).</source>
        <translation>
            <numerusform>لا حسابات في أي قسم من تنسيق القوائم: مدرجة تحت «غير مصنّف»، خارج النتائج (التقارير › تنسيق القوائم…).</numerusform>
            <numerusform>حساب واحد ليس في أي قسم من تنسيق القوائم: مدرجة تحت «غير مصنّف»، خارج النتائج (التقارير › تنسيق القوائم…).</numerusform>
            <numerusform>حسابان ليسا في أي قسم من تنسيق القوائم: مدرجة تحت «غير مصنّف»، خارج النتائج (التقارير › تنسيق القوائم…).</numerusform>
            <numerusform>%Ln حسابات ليست في أي قسم من تنسيق القوائم: مدرجة تحت «غير مصنّف»، خارج النتائج (التقارير › تنسيق القوائم…).</numerusform>
            <numerusform>%Ln حسابًا ليس في أي قسم من تنسيق القوائم: مدرجة تحت «غير مصنّف»، خارج النتائج (التقارير › تنسيق القوائم…).</numerusform>
            <numerusform>%Ln حساب ليس في أي قسم من تنسيق القوائم: مدرجة تحت «غير مصنّف»، خارج النتائج (التقارير › تنسيق القوائم…).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln document(s)</source>
        <translation>
            <numerusform>لا مستندات</numerusform>
            <numerusform>مستند واحد</numerusform>
            <numerusform>مستندان</numerusform>
            <numerusform>%Ln مستندات</numerusform>
            <numerusform>%Ln مستندًا</numerusform>
            <numerusform>%Ln مستند</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln template(s)</source>
        <translation>
            <numerusform>لا قوالب</numerusform>
            <numerusform>قالب واحد</numerusform>
            <numerusform>قالبان</numerusform>
            <numerusform>%Ln قوالب</numerusform>
            <numerusform>%Ln قالبًا</numerusform>
            <numerusform>%Ln قالب</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s)</source>
        <translation type="vanished">
            <numerusform>لا مستندات</numerusform>
            <numerusform>مستند واحد</numerusform>
            <numerusform>مستندان</numerusform>
            <numerusform>%Ln مستندات</numerusform>
            <numerusform>%Ln مستندًا</numerusform>
            <numerusform>%Ln مستند</numerusform>
        </translation>
    </message>
    <message>
        <source>Account</source>
        <translation>الحساب</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>العنوان</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>المبلغ</translation>
    </message>
    <message>
        <source>Amount due on {day}: {amount}</source>
        <translation>المبلغ المستحق في {day}: {amount}</translation>
    </message>
    <message>
        <source>Amounts in {currency}; a document in another currency counts at its own rate.</source>
        <translation>المبالغ بعملة {currency}؛ ويُحتسب المستند بعملة أخرى بسعر صرفه.</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>كما في</translation>
    </message>
    <message>
        <source>As of {time}</source>
        <translation>كما في {time}</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>الرصيد</translation>
    </message>
    <message>
        <source>Balance sheet</source>
        <translation>الميزانية العمومية</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>الوعاء</translation>
    </message>
    <message>
        <source>Between own cash and bank accounts</source>
        <translation>بين حسابات النقدية والبنوك للشركة</translation>
    </message>
    <message>
        <source>Books</source>
        <translation>الدفاتر</translation>
    </message>
    <message>
        <source>Books and item cost</source>
        <translation>الدفاتر وتكلفة الصنف</translation>
    </message>
    <message>
        <source>By account</source>
        <translation>حسب الحساب</translation>
    </message>
    <message>
        <source>By customer</source>
        <translation>حسب العميل</translation>
    </message>
    <message>
        <source>By item</source>
        <translation>حسب الصنف</translation>
    </message>
    <message>
        <source>By month</source>
        <translation>حسب الشهر</translation>
    </message>
    <message>
        <source>By sales person</source>
        <translation>حسب مندوب المبيعات</translation>
    </message>
    <message>
        <source>By where it came from or went to</source>
        <translation>حسب المصدر أو الوجهة</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>ملغى</translation>
    </message>
    <message>
        <source>Cash and bank position</source>
        <translation>مركز النقدية والبنوك</translation>
    </message>
    <message>
        <source>Cash flow</source>
        <translation>التدفقات النقدية</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>التغير</translation>
    </message>
    <message>
        <source>Change %</source>
        <translation>التغير ٪</translation>
    </message>
    <message>
        <source>Choose a customer.</source>
        <translation>اختر عميلًا.</translation>
    </message>
    <message>
        <source>Choose a supplier.</source>
        <translation>اختر موردًا.</translation>
    </message>
    <message>
        <source>Choose an account.</source>
        <translation>اختر حسابًا.</translation>
    </message>
    <message>
        <source>Closing</source>
        <translation>الختامي</translation>
    </message>
    <message>
        <source>Closing balance</source>
        <translation>الرصيد الختامي</translation>
    </message>
    <message>
        <source>Closing balance in {currency}</source>
        <translation>الرصيد الختامي ({currency})</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>الكود</translation>
    </message>
    <message>
        <source>Comments</source>
        <translation>ملاحظات</translation>
    </message>
    <message>
        <source>Company</source>
        <translation>الشركة</translation>
    </message>
    <message>
        <source>Compare with another date than the report&apos;s.</source>
        <translation>قارن بتاريخ غير تاريخ التقرير.</translation>
    </message>
    <message>
        <source>Compared with</source>
        <translation>مقارنة بـ</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>المقارنة</translation>
    </message>
    <message>
        <source>Comparison from</source>
        <translation>المقارنة من</translation>
    </message>
    <message>
        <source>Comparison to</source>
        <translation>المقارنة إلى</translation>
    </message>
    <message>
        <source>Computing {report}</source>
        <translation>جارٍ حساب {report}</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>التكلفة</translation>
    </message>
    <message>
        <source>Cost from</source>
        <translation>مصدر التكلفة</translation>
    </message>
    <message>
        <source>Cost of sales</source>
        <translation>تكلفة المبيعات</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>دائن</translation>
    </message>
    <message>
        <source>Credit limit</source>
        <translation>حد الائتمان</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>غير مستحق</translation>
    </message>
    <message>
        <source>Current assets</source>
        <translation>الأصول المتداولة</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>العميل</translation>
    </message>
    <message>
        <source>Customer statement</source>
        <translation>كشف حساب عميل</translation>
    </message>
    <message>
        <source>Customers</source>
        <translation>العملاء</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>التاريخ</translation>
    </message>
    <message>
        <source>Debit</source>
        <translation>مدين</translation>
    </message>
    <message>
        <source>Discounts</source>
        <translation>الخصومات</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>المستند</translation>
    </message>
    <message>
        <source>Document {code} is no longer on the server.</source>
        <translation>المستند {code} لم يعد موجودًا على الخادم.</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>المستندات</translation>
    </message>
    <message>
        <source>Earnings of earlier years</source>
        <translation>أرباح السنوات السابقة</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>القيود</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>حقوق الملكية</translation>
    </message>
    <message>
        <source>Expenses</source>
        <translation>المصروفات</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>الأرقام</translation>
    </message>
    <message>
        <source>From</source>
        <translation>من</translation>
    </message>
    <message>
        <source>General ledger</source>
        <translation>دفتر الأستاذ العام</translation>
    </message>
    <message>
        <source>Gross profit</source>
        <translation>مجمل الربح</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>المجموعة</translation>
    </message>
    <message>
        <source>In currency</source>
        <translation>بالعملة</translation>
    </message>
    <message>
        <source>Input tax (purchases)</source>
        <translation>ضريبة المدخلات (المشتريات)</translation>
    </message>
    <message>
        <source>Issued orders less returns against their cost: the issues&apos; cost of goods sold in the books, else the item&apos;s average cost (Cost from says which).</source>
        <translation>الطلبات المصروفة ناقص المرتجعات مقابل تكلفتها: تكلفة البضاعة المباعة لأذون الصرف في الدفاتر، وإلا متوسط تكلفة الصنف (يبيّن «مصدر التكلفة» أيهما).</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>الصنف</translation>
    </message>
    <message>
        <source>Item code</source>
        <translation>كود الصنف</translation>
    </message>
    <message>
        <source>Item cost</source>
        <translation>تكلفة الصنف</translation>
    </message>
    <message>
        <source>Liabilities</source>
        <translation>الخصوم</translation>
    </message>
    <message>
        <source>Margin %</source>
        <translation>هامش الربح ٪</translation>
    </message>
    <message>
        <source>Money in</source>
        <translation>المقبوضات</translation>
    </message>
    <message>
        <source>Money out</source>
        <translation>المدفوعات</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>الشهر</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>الصافي</translation>
    </message>
    <message>
        <source>Net payable</source>
        <translation>صافي المستحق</translation>
    </message>
    <message>
        <source>Net profit</source>
        <translation>صافي الربح</translation>
    </message>
    <message>
        <source>Net revenue</source>
        <translation>صافي الإيراد</translation>
    </message>
    <message>
        <source>Net revenue from the books: the revenue accounts less returns and discounts, as the profit and loss counts it.</source>
        <translation>صافي الإيراد من الدفاتر: حسابات الإيرادات ناقص المردودات والخصومات، كما تحسبه قائمة الأرباح والخسائر.</translation>
    </message>
    <message>
        <source>No</source>
        <translation>لا</translation>
    </message>
    <message>
        <source>No base</source>
        <translation>بلا وعاء</translation>
    </message>
    <message>
        <source>No customer</source>
        <translation>بدون عميل</translation>
    </message>
    <message>
        <source>No customer (cash sales)</source>
        <translation>بدون عميل (مبيعات نقدية)</translation>
    </message>
    <message>
        <source>No goods</source>
        <translation>بدون بضاعة</translation>
    </message>
    <message>
        <source>No item</source>
        <translation>بدون صنف</translation>
    </message>
    <message>
        <source>No sales person</source>
        <translation>بدون مندوب</translation>
    </message>
    <message>
        <source>No sales person (not linked to an order)</source>
        <translation>بدون مندوب (غير مرتبط بطلب)</translation>
    </message>
    <message>
        <source>No status</source>
        <translation>بدون حالة</translation>
    </message>
    <message>
        <source>Non-current assets</source>
        <translation>الأصول غير المتداولة</translation>
    </message>
    <message>
        <source>Not linked to an order</source>
        <translation>غير مرتبط بطلب</translation>
    </message>
    <message>
        <source>Not synced yet: the figures fill in after the first sync</source>
        <translation>لم تتم المزامنة بعد: تظهر الأرقام بعد أول مزامنة</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>ملاحظات</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>مفتوح</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>الافتتاحي</translation>
    </message>
    <message>
        <source>Opening balance</source>
        <translation>الرصيد الافتتاحي</translation>
    </message>
    <message>
        <source>Opening balance in {currency}</source>
        <translation type="vanished">الرصيد الافتتاحي ({currency})</translation>
    </message>
    <message>
        <source>Opening {code}</source>
        <translation>جارٍ فتح {code}</translation>
    </message>
    <message>
        <source>Operating result</source>
        <translation>نتيجة النشاط</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>الطلبات</translation>
    </message>
    <message>
        <source>Orders booked</source>
        <translation>الطلبات المسجلة</translation>
    </message>
    <message>
        <source>Other accounts</source>
        <translation>حسابات أخرى</translation>
    </message>
    <message>
        <source>Other assets</source>
        <translation>أصول أخرى</translation>
    </message>
    <message>
        <source>Other income</source>
        <translation>إيرادات أخرى</translation>
    </message>
    <message>
        <source>Other liabilities</source>
        <translation>خصوم أخرى</translation>
    </message>
    <message>
        <source>Output tax (sales)</source>
        <translation>ضريبة المخرجات (المبيعات)</translation>
    </message>
    <message>
        <source>Output tax: Sales tax accounts; input tax: Purchase added tax accounts. A document&apos;s rate is its tax over its base.</source>
        <translation>ضريبة المخرجات: حسابات ضريبة المبيعات؛ ضريبة المدخلات: حسابات ضريبة القيمة المضافة على المشتريات. نسبة المستند ضريبته على وعائه.</translation>
    </message>
    <message>
        <source>Output tax: the VAT payable accounts (type Sales tax); input tax: the input VAT accounts (type Purchase added tax). Table tax and withholding tax are not VAT. A document&apos;s rate is its tax over its base.</source>
        <translation type="vanished">ضريبة المخرجات: حسابات ضريبة القيمة المضافة المستحقة (نوع ضريبة المبيعات)؛ ضريبة المدخلات: حسابات ضريبة المدخلات (نوع ضريبة القيمة المضافة على المشتريات). ضريبة الجدول وضرائب الخصم والإضافة ليست ضريبة قيمة مضافة. نسبة المستند هي ضريبته مقسومة على وعائه.</translation>
    </message>
    <message>
        <source>Over limit</source>
        <translation>تجاوز الحد</translation>
    </message>
    <message>
        <source>Owed</source>
        <translation>المستحق</translation>
    </message>
    <message>
        <source>Owed by age (days): {bands}</source>
        <translation type="vanished">المستحق حسب العمر (بالأيام): {bands}</translation>
    </message>
    <message>
        <source>Owed on {day}, by days past due</source>
        <translation>المستحق في {day} حسب أيام التأخير</translation>
    </message>
    <message>
        <source>Paid in period</source>
        <translation>المدفوع في الفترة</translation>
    </message>
    <message>
        <source>Paper no.</source>
        <translation>رقم المستند الورقي</translation>
    </message>
    <message>
        <source>Payables ageing</source>
        <translation>أعمار الدائنين</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>معلّق</translation>
    </message>
    <message>
        <source>Period</source>
        <translation type="vanished">الفترة</translation>
    </message>
    <message>
        <source>Posted and unposted</source>
        <translation>المرحّلة وغير المرحّلة</translation>
    </message>
    <message>
        <source>Posted only</source>
        <translation>المرحّلة فقط</translation>
    </message>
    <message>
        <source>Previous period</source>
        <translation>الفترة السابقة</translation>
    </message>
    <message>
        <source>Processing</source>
        <translation>قيد التنفيذ</translation>
    </message>
    <message>
        <source>Profit and loss</source>
        <translation>الأرباح والخسائر</translation>
    </message>
    <message>
        <source>Profit of the current year</source>
        <translation>ربح السنة الحالية</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>الكمية</translation>
    </message>
    <message>
        <source>Q{quarter} {year}</source>
        <translation>الربع {quarter} {year}</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>النسبة</translation>
    </message>
    <message>
        <source>Receivables ageing</source>
        <translation>أعمار الذمم المدينة</translation>
    </message>
    <message>
        <source>Received in period</source>
        <translation>المقبوض في الفترة</translation>
    </message>
    <message>
        <source>Recurring templates</source>
        <translation>القوالب المتكررة</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>التقرير</translation>
    </message>
    <message>
        <source>Returns</source>
        <translation>المردودات</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>الإيرادات</translation>
    </message>
    <message>
        <source>Revenue in the books (the profit and loss&apos;s): {books}; booked without an order (invoices and cash sales): {without}.</source>
        <translation>الإيراد في الدفاتر (كما في الأرباح والخسائر): {books}؛ المسجل بدون طلب (فواتير ومبيعات نقدية): {without}.</translation>
    </message>
    <message>
        <source>Sales</source>
        <translation>المبيعات</translation>
    </message>
    <message>
        <source>Sales orders by status: what customers ordered, not what was sold (the sales summary counts the books).</source>
        <translation>طلبات البيع حسب الحالة: ما طلبه العملاء لا ما بيع (ملخص المبيعات يحسب من الدفاتر).</translation>
    </message>
    <message>
        <source>Sales person</source>
        <translation>مندوب المبيعات</translation>
    </message>
    <message>
        <source>Sales summary</source>
        <translation>ملخص المبيعات</translation>
    </message>
    <message>
        <source>Same period last year</source>
        <translation>الفترة نفسها من العام الماضي</translation>
    </message>
    <message>
        <source>Service #{id}</source>
        <translation>خدمة #{id}</translation>
    </message>
    <message>
        <source>Several customers</source>
        <translation>عدة عملاء</translation>
    </message>
    <message>
        <source>Shipped</source>
        <translation>تم الشحن</translation>
    </message>
    <message>
        <source>Showing {shown} of {total} rows; subtotals and totals are of every row.</source>
        <translation>يُعرض {shown} من {total} صفًا؛ المجاميع الفرعية والإجماليات لكل الصفوف.</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>الحالة</translation>
    </message>
    <message>
        <source>Stock valuation</source>
        <translation>تقييم المخزون</translation>
    </message>
    <message>
        <source>Supplier</source>
        <translation>المورد</translation>
    </message>
    <message>
        <source>Supplier statement</source>
        <translation>كشف حساب مورد</translation>
    </message>
    <message>
        <source>Suppliers</source>
        <translation>الموردون</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>الضريبة</translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation>الضرائب</translation>
    </message>
    <message>
        <source>Templates are patterns for entries: they count in no figure.</source>
        <translation>القوالب نماذج للقيود: لا تدخل في أي رقم.</translation>
    </message>
    <message>
        <source>The books do not balance: some entries are unbalanced.</source>
        <translation>الدفاتر غير متوازنة: بعض القيود غير متوازنة.</translation>
    </message>
    <message>
        <source>The period ends before it starts.</source>
        <translation>الفترة تنتهي قبل أن تبدأ.</translation>
    </message>
    <message>
        <source>The saved layout could not be read ({reason}): the defaults are shown.</source>
        <translation>تعذرت قراءة التنسيق المحفوظ ({reason}): تُعرض الأقسام الافتراضية.</translation>
    </message>
    <message>
        <source>To</source>
        <translation>إلى</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>الإجمالي</translation>
    </message>
    <message>
        <source>Total (not cancelled)</source>
        <translation>الإجمالي (بدون الملغى)</translation>
    </message>
    <message>
        <source>Total assets</source>
        <translation>إجمالي الأصول</translation>
    </message>
    <message>
        <source>Total in {currency}</source>
        <translation>الإجمالي ({currency})</translation>
    </message>
    <message>
        <source>Total input tax</source>
        <translation>إجمالي ضريبة المدخلات</translation>
    </message>
    <message>
        <source>Total liabilities and equity</source>
        <translation>إجمالي الخصوم وحقوق الملكية</translation>
    </message>
    <message>
        <source>Total output tax</source>
        <translation>إجمالي ضريبة المخرجات</translation>
    </message>
    <message>
        <source>Total {group}</source>
        <translation>إجمالي {group}</translation>
    </message>
    <message>
        <source>Total {group} in {currency}</source>
        <translation>إجمالي {group} ({currency})</translation>
    </message>
    <message>
        <source>Transfers in</source>
        <translation>تحويلات واردة</translation>
    </message>
    <message>
        <source>Transfers out</source>
        <translation>تحويلات صادرة</translation>
    </message>
    <message>
        <source>Trial balance</source>
        <translation>ميزان المراجعة</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>النوع</translation>
    </message>
    <message>
        <source>Unassigned</source>
        <translation>غير مصنّف</translation>
    </message>
    <message>
        <source>Unit cost</source>
        <translation>تكلفة الوحدة</translation>
    </message>
    <message>
        <source>Unposted</source>
        <translation>غير مرحّل</translation>
    </message>
    <message>
        <source>Unposted entries</source>
        <translation>القيود غير المرحّلة</translation>
    </message>
    <message>
        <source>VAT return</source>
        <translation>إقرار ضريبة القيمة المضافة</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>القيمة</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>نعم</translation>
    </message>
    <message>
        <source>{as_of} — offline, from the cache</source>
        <translation>{as_of} — دون اتصال، من النسخة المحفوظة</translation>
    </message>
    <message>
        <source>{as_of}; older documents checked {time}</source>
        <translation>{as_of}؛ المستندات الأقدم رُوجعت {time}</translation>
    </message>
    <message>
        <source>{column} in that currency</source>
        <translation>{column} بتلك العملة</translation>
    </message>
    <message>
        <source>{column}: currency</source>
        <translation>{column}: العملة</translation>
    </message>
    <message>
        <source>{start} to {end}</source>
        <translation type="vanished">من {start} إلى {end}</translation>
    </message>
    <message>
        <source>{total} in {currency}</source>
        <translation>{total} ({currency})</translation>
    </message>
</context>
<context>
    <name>Required</name>
    <message>
        <source>Required</source>
        <translation>مطلوب</translation>
    </message>
    <message>
        <source>{label} *</source>
        <translation>{label} *</translation>
    </message>
    <message>
        <source>{name}, required</source>
        <translation>{name}، مطلوب</translation>
    </message>
</context>
<context>
    <name>ReturnWizard</name>
    <message>
        <source>(no treasury chosen)</source>
        <translation>(لم تُختر خزينة)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <source>A return cannot be dated before the sales order it returns.</source>
        <translation>لا يجوز أن يسبق تاريخ المرتجع تاريخ أمر البيع الذي يُرجعه.</translation>
    </message>
    <message>
        <source>A ticked line has a price of zero, which this organization does not allow on returns: enter the price the customer paid.</source>
        <translation>أحد الأسطر المحددة سعره صفر، وهذا غير مسموح في مرتجعات هذه المؤسسة: أدخل السعر الذي دفعه العميل.</translation>
    </message>
    <message>
        <source>A ticked line has a quantity of zero: enter what comes back, or untick the line.</source>
        <translation>أحد الأسطر المحددة كميته صفر: أدخل ما يعود، أو ألغِ تحديد السطر.</translation>
    </message>
    <message>
        <source>Back into</source>
        <translation>تعود إلى</translation>
    </message>
    <message>
        <source>Cash refund recorded: {cash} (no treasury account was named, so no cash payment was made by this return).</source>
        <translation type="vanished">سُجّل استرداد نقدي: {cash} (لم يُذكر حساب خزينة، لذا لم يُصرف أي مبلغ نقدي بهذا المرتجع).</translation>
    </message>
    <message>
        <source>Cash {cash} + on account {account} = {sum}, but the return&apos;s total is {total}: the refund must add up to the total ({difference} {direction}).</source>
        <translation>نقدي {cash} + على الحساب {account} = {sum}، لكن إجمالي المرتجع {total}: يجب أن يساوي الاسترداد الإجمالي ({direction} {difference}).</translation>
    </message>
    <message>
        <source>Choose the warehouse the goods come back to.</source>
        <translation>اختر المستودع الذي تعود إليه البضاعة.</translation>
    </message>
    <message>
        <source>Correct the marked fields, then go on.</source>
        <translation>صحّح الحقول المعلَّمة، ثم تابع.</translation>
    </message>
    <message>
        <source>Creating sales return</source>
        <translation>إنشاء مرتجع المبيعات</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>العميل</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>التاريخ</translation>
    </message>
    <message>
        <source>Enter a price of zero or more.</source>
        <translation>أدخل سعرًا صفرًا أو أكثر.</translation>
    </message>
    <message>
        <source>Enter a quantity above zero, or untick the line.</source>
        <translation>أدخل كمية أكبر من صفر، أو ألغِ تحديد السطر.</translation>
    </message>
    <message>
        <source>Enter a rate above zero, or leave it blank for the order&apos;s.</source>
        <translation>أدخل سعرًا أكبر من صفر، أو اتركه فارغًا لاستخدام سعر الأمر.</translation>
    </message>
    <message>
        <source>Enter an amount, e.g. 150 or 0.</source>
        <translation>أدخل مبلغًا، مثل 150 أو 0.</translation>
    </message>
    <message>
        <source>Enter the date as YYYY-MM-DD.</source>
        <translation>أدخل التاريخ بالصيغة سنة-شهر-يوم.</translation>
    </message>
    <message>
        <source>Enter the quantity that comes back.</source>
        <translation>أدخل الكمية المرتجعة.</translation>
    </message>
    <message>
        <source>Enter zero or more.</source>
        <translation>أدخل صفرًا أو أكثر.</translation>
    </message>
    <message>
        <source>Everything issued on {source} has already been returned: nothing is left to return.</source>
        <translation>كل ما صُرف على {source} أُرجع بالفعل: لم يتبقَّ شيء للإرجاع.</translation>
    </message>
    <message>
        <source>Goods</source>
        <translation>البضاعة</translation>
    </message>
    <message>
        <source>It waits for approval: the goods are not back in stock yet.</source>
        <translation>في انتظار الاعتماد: لم تعد البضاعة إلى المخزون بعد.</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>الصنف</translation>
    </message>
    <message>
        <source>Left to do: the cash refund of {cash} is not paid yet. Choose the cash account below and pay it now (a cash out to the customer); until then the customer is owed it.</source>
        <translation>المتبقي: لم يُدفع المبلغ النقدي المسترد {cash} بعد. اختر حساب النقدية أدناه وادفعه الآن (صرف نقدي للعميل)؛ وإلى أن يُدفع يبقى مستحقًا للعميل.</translation>
    </message>
    <message>
        <source>Left to do: the goods are not back in stock. The API cannot receive a return into stock, so make its return receipt in the web application (Sales returns › {code} › Receive), or ask an administrator to have returns received automatically.</source>
        <translation>المتبقي: لم تعد البضاعة إلى المخزون. لا تستطيع الواجهة البرمجية استلام مرتجع في المخزون، لذا أنشئ إذن استلامه في تطبيق الويب (مرتجعات المبيعات › {code} › استلام)، أو اطلب من المسؤول تفعيل الاستلام التلقائي للمرتجعات.</translation>
    </message>
    <message>
        <source>Left to return</source>
        <translation>المتبقي للإرجاع</translation>
    </message>
    <message>
        <source>Line total</source>
        <translation>إجمالي السطر</translation>
    </message>
    <message>
        <source>Load what can be returned first (Next).</source>
        <translation>حمّل ما يمكن إرجاعه أولًا (التالي).</translation>
    </message>
    <message>
        <source>Loading what can be returned</source>
        <translation>تحميل ما يمكن إرجاعه</translation>
    </message>
    <message>
        <source>New sales return</source>
        <translation>مرتجع مبيعات جديد</translation>
    </message>
    <message>
        <source>No sales order or issue offering matches “{source}”. Check the code (SO-… or IO-…) or the paper number.</source>
        <translation>لا يوجد أمر بيع أو إذن صرف يطابق “{source}”. تحقّق من الرقم (SO-…‎ أو IO-…‎) أو الرقم الورقي.</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>ملاحظات</translation>
    </message>
    <message>
        <source>Nothing of {source} has been issued yet, so there is nothing to return. A return takes back goods that left the warehouse: issue the order first, or cancel it.</source>
        <translation>لم يُصرف شيء من {source} بعد، لذا لا يوجد ما يُرجع. المرتجع يعيد بضاعة خرجت من المستودع: اصرف الأمر أولًا، أو ألغِه.</translation>
    </message>
    <message>
        <source>On account</source>
        <translation>على الحساب</translation>
    </message>
    <message>
        <source>On account: {amount}.</source>
        <translation>على الحساب: {amount}.</translation>
    </message>
    <message>
        <source>On pending returns</source>
        <translation>في مرتجعات معلّقة</translation>
    </message>
    <message>
        <source>Only {left} can still be returned.</source>
        <translation>لا يمكن إرجاع أكثر من {left}.</translation>
    </message>
    <message>
        <source>Other returns, not received into stock yet, already take back some of this line.</source>
        <translation>مرتجعات أخرى، لم تُستلم في المخزن بعد، تسترجع بالفعل جزءًا من هذا السطر.</translation>
    </message>
    <message>
        <source>Paid from</source>
        <translation>صُرف من</translation>
    </message>
    <message>
        <source>Paying the refund</source>
        <translation>دفع المبلغ المسترد</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>السعر</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>الكمية</translation>
    </message>
    <message>
        <source>Refund of sales return {code}</source>
        <translation>رد مبلغ مرتجع المبيعات {code}</translation>
    </message>
    <message>
        <source>Refunded in cash</source>
        <translation>مُسترد نقدًا</translation>
    </message>
    <message>
        <source>Refunded in cash: {cash} (from {account}).</source>
        <translation>مُسترد نقدًا: {cash} (من {account}).</translation>
    </message>
    <message>
        <source>Refunded in cash: {cash}, paid by {payment}.</source>
        <translation>رُدّ نقدًا: {cash}، دُفع بالمستند {payment}.</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>مرتجع</translation>
    </message>
    <message>
        <source>Return of {source}</source>
        <translation>مرتجع {source}</translation>
    </message>
    <message>
        <source>Returned from</source>
        <translation>مرتجع من</translation>
    </message>
    <message>
        <source>Sales return {code} was created for {source}.</source>
        <translation>أُنشئ مرتجع المبيعات {code} لـ {source}.</translation>
    </message>
    <message>
        <source>Service #{id}</source>
        <translation>خدمة #{id}</translation>
    </message>
    <message>
        <source>Service lines cannot be returned on their own from an order that also has items: tick at least one item line too.</source>
        <translation>لا يمكن إرجاع أسطر الخدمات وحدها من أمر فيه أصناف أيضًا: حدّد سطر صنف واحدًا على الأقل معها.</translation>
    </message>
    <message>
        <source>Space ticks or unticks the line.</source>
        <translation>المسافة تحدد السطر أو تلغي تحديده.</translation>
    </message>
    <message>
        <source>Tax %</source>
        <translation>الضريبة %</translation>
    </message>
    <message>
        <source>The cash refund ({cash}) is more than the return&apos;s total ({total}).</source>
        <translation>الاسترداد النقدي ({cash}) أكبر من إجمالي المرتجع ({total}).</translation>
    </message>
    <message>
        <source>The cash refund is more than the return&apos;s total.</source>
        <translation>الاسترداد النقدي أكبر من إجمالي المرتجع.</translation>
    </message>
    <message>
        <source>The customer has no account of their own and no receivables account is known: pay the refund as a cash out (Accounting › Cash in and out).</source>
        <translation>ليس للعميل حساب خاص ولا يُعرف حساب للمدينين: ادفع المبلغ المسترد بصرف نقدي (المحاسبة › القبض والصرف النقدي).</translation>
    </message>
    <message>
        <source>The customer of {source} is inactive or outside the customers you may see, so no return can be made for it.</source>
        <translation>عميل {source} غير نشط أو خارج العملاء المسموح لك برؤيتهم، لذا لا يمكن عمل مرتجع له.</translation>
    </message>
    <message>
        <source>The exchange rate may have at most {limit} decimal places.</source>
        <translation>يجوز أن يكون لسعر الصرف {limit} منازل عشرية كحد أقصى.</translation>
    </message>
    <message>
        <source>The goods are not back in stock yet: this organization receives returns later, by a return receipt made in the web application.</source>
        <translation type="vanished">لم تعد البضاعة إلى المخزون بعد: تستلم هذه المؤسسة المرتجعات لاحقًا، بإذن استلام مرتجع يُنشأ في تطبيق الويب.</translation>
    </message>
    <message>
        <source>The goods were received back into stock by {receipt}.</source>
        <translation>استُلمت البضاعة في المخزون بالإذن {receipt}.</translation>
    </message>
    <message>
        <source>The order names a cash amount (paid or to be paid in cash), so the refund is proposed in cash. What was received on it shows on the order (Payment).</source>
        <translation>يذكر الأمر مبلغًا نقديًا (مدفوعًا أو سيُدفع نقدًا)، لذلك يُقترح رد المبلغ نقدًا. ما استُلم عليه يظهر في الأمر (الدفع).</translation>
    </message>
    <message>
        <source>The order was paid by notes receivable. A return cannot record notes receivable through the API, so the refund is proposed on account.</source>
        <translation>دُفع الأمر بأوراق قبض. لا يمكن للمرتجع تسجيل أوراق القبض عبر API، لذا يُقترح الاسترداد على الحساب.</translation>
    </message>
    <message>
        <source>The order was paid in cash, so the refund is proposed in cash.</source>
        <translation type="vanished">دُفع الأمر نقدًا، لذا يُقترح الاسترداد نقدًا.</translation>
    </message>
    <message>
        <source>The order was sold on account, so the refund is proposed on account (it lowers what the customer owes).</source>
        <translation>بيع الأمر على الحساب، لذا يُقترح الاسترداد على الحساب (يُنقص ما على العميل).</translation>
    </message>
    <message>
        <source>The return changed on the server ({fields}).</source>
        <translation>تغيّر المرتجع على الخادم ({fields}).</translation>
    </message>
    <message>
        <source>The return&apos;s total is zero, which this organization does not allow: tick lines that have a price.</source>
        <translation>إجمالي المرتجع صفر، وهذا غير مسموح في هذه المؤسسة: حدّد أسطرًا لها سعر.</translation>
    </message>
    <message>
        <source>The return&apos;s total would be below zero: check the prices.</source>
        <translation>إجمالي المرتجع سيصبح أقل من صفر: تحقّق من الأسعار.</translation>
    </message>
    <message>
        <source>The server cannot be reached: the refund&apos;s cash out waits in the outbox and goes once when it can (View › Drafts and outbox).</source>
        <translation>لا يمكن الوصول إلى الخادم: ينتظر صرف المبلغ المسترد في صندوق الصادر ويُرسل مرة واحدة عندما يمكن (عرض › المسودات وصندوق الصادر).</translation>
    </message>
    <message>
        <source>The server cannot be reached: the return is kept in the outbox and will be created when it can (View › Drafts and outbox). You can close this tab.</source>
        <translation>تعذّر الوصول إلى الخادم: المرتجع محفوظ في صندوق الصادر وسيُنشأ عندما يتاح ذلك (عرض › المسودات وصندوق الصادر). يمكنك إغلاق هذا التبويب.</translation>
    </message>
    <message>
        <source>The server did not create the return: see the marked field.</source>
        <translation>لم يُنشئ الخادم المرتجع: راجع الحقل المعلَّم.</translation>
    </message>
    <message>
        <source>The server did not say which order “{source}” is: type its code (SO-… or IO-…).</source>
        <translation>لم يحدد الخادم أي أمر هو “{source}”: اكتب رقمه (SO-…‎ أو IO-…‎).</translation>
    </message>
    <message>
        <source>The server refused the quantities ({detail}). Someone may have returned some of these goods meanwhile: go back to the first step and load the order again.</source>
        <translation>رفض الخادم الكميات ({detail}). ربما أرجع شخص آخر بعض هذه البضاعة في الأثناء: ارجع إلى الخطوة الأولى وحمّل الأمر مرة أخرى.</translation>
    </message>
    <message>
        <source>The server&apos;s answer was lost: the outbox checks whether the return was created before sending anything again. See View › Drafts and outbox.</source>
        <translation>ضاع رد الخادم: يتحقق صندوق الصادر مما إذا كان المرتجع قد أُنشئ قبل إرسال أي شيء مرة أخرى. راجع عرض › المسودات وصندوق الصادر.</translation>
    </message>
    <message>
        <source>These goods are already on returns that are not received yet:
{lines}

Returning them again refunds the customer twice for the same goods unless the other return is cancelled. Return them again?</source>
        <translation>هذه البضائع موجودة بالفعل في مرتجعات لم تُستلم بعد:
{lines}

إرجاعها مرة أخرى يردّ للعميل ثمن البضائع نفسها مرتين ما لم يُلغَ المرتجع الآخر. هل تريد إرجاعها مرة أخرى؟</translation>
    </message>
    <message>
        <source>This organization pays cash refunds out at once: choose the cash or bank account the refund is paid from, or refund on account.</source>
        <translation>تصرف هذه المؤسسة المبالغ المستردة نقدًا فورًا: اختر حساب النقدية أو البنك الذي يُصرف منه الاسترداد، أو استرد على الحساب.</translation>
    </message>
    <message>
        <source>This organization requires a cost center on sales returns, which the API cannot set. Record this return in the web application, or ask an administrator to lift the requirement.</source>
        <translation>تشترط هذه المؤسسة مركز تكلفة في مرتجعات المبيعات، ولا يستطيع API تحديده. سجّل هذا المرتجع في تطبيق الويب، أو اطلب من المسؤول إلغاء هذا الشرط.</translation>
    </message>
    <message>
        <source>This organization requires a sales person on returns and {source} has none. A return copies its order&apos;s sales person: set one on the order, then create the return again.</source>
        <translation>تشترط هذه المؤسسة مندوب مبيعات في المرتجعات، وليس لـ {source} مندوب. ينسخ المرتجع مندوب مبيعات أمره: حدّد مندوبًا في الأمر، ثم أنشئ المرتجع مرة أخرى.</translation>
    </message>
    <message>
        <source>Tick at least one line to return.</source>
        <translation>حدّد سطرًا واحدًا على الأقل لإرجاعه.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>الإجمالي</translation>
    </message>
    <message>
        <source>Type a sales order code (SO-…), an issue offering code (IO-…) or the paper number of either.</source>
        <translation>اكتب رقم أمر بيع (SO-…‎) أو رقم إذن صرف (IO-…‎) أو الرقم الورقي لأي منهما.</translation>
    </message>
    <message>
        <source>Type to change it.</source>
        <translation>اكتب لتغييره.</translation>
    </message>
    <message>
        <source>Unit discount</source>
        <translation>خصم الوحدة</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>ناقص</translation>
    </message>
    <message>
        <source>this order</source>
        <translation>هذا الأمر</translation>
    </message>
    <message>
        <source>too much</source>
        <translation>زائد</translation>
    </message>
    <message>
        <source>{code} created</source>
        <translation>أُنشئ {code}</translation>
    </message>
    <message>
        <source>{quantity} on a return waiting in the outbox</source>
        <translation>{quantity} في مرتجع ينتظر في صندوق الصادر</translation>
    </message>
    <message>
        <source>{quantity} on pending return {code}</source>
        <translation>{quantity} في المرتجع المعلّق {code}</translation>
    </message>
    <message>
        <source>{quantity} × {item}</source>
        <translation>{quantity} × {item}</translation>
    </message>
    <message>
        <source>{reason} A return starts from the server&apos;s list of what can be returned: try again when the server can be reached.</source>
        <translation>{reason} يبدأ المرتجع من قائمة الخادم لما يمكن إرجاعه: حاول مرة أخرى عندما يمكن الوصول إلى الخادم.</translation>
    </message>
    <message>
        <source>{source} belongs to a sales person your user may not work for, so you cannot return it. Ask a colleague who may.</source>
        <translation>{source} يخص مندوب مبيعات لا يُسمح لمستخدمك بالعمل له، لذا لا يمكنك إرجاعه. اطلب ذلك من زميل مسموح له.</translation>
    </message>
    <message>
        <source>{source} is no longer found on the server (or you may no longer see its warehouse).</source>
        <translation>لم يعد {source} موجودًا على الخادم (أو ربما لم تعد ترى مستودعه).</translation>
    </message>
</context>
<context>
    <name>ReturnWizardView</name>
    <message>
        <source>&amp;Back</source>
        <translation>ر&amp;جوع</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>إ&amp;غلاق</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation type="vanished">ال&amp;تاريخ</translation>
    </message>
    <message>
        <source>&amp;New return</source>
        <translation>مرتجع &amp;جديد</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;التالي</translation>
    </message>
    <message>
        <source>&amp;Open return {code}</source>
        <translation>&amp;فتح المرتجع {code}</translation>
    </message>
    <message>
        <source>&amp;Pay refund {amount}</source>
        <translation>ا&amp;دفع المسترد {amount}</translation>
    </message>
    <message>
        <source>&amp;Return again</source>
        <translation>إ&amp;رجاع مرة أخرى</translation>
    </message>
    <message>
        <source>&amp;Returnable lines</source>
        <translation>الأسطر ال&amp;قابلة للإرجاع</translation>
    </message>
    <message>
        <source>&amp;Untick all</source>
        <translation>إلغاء تحديد ال&amp;كل</translation>
    </message>
    <message>
        <source>Already on a pending return</source>
        <translation>موجود بالفعل في مرتجع معلّق</translation>
    </message>
    <message>
        <source>Asking the server what can be returned…</source>
        <translation>جارٍ سؤال الخادم عما يمكن إرجاعه…</translation>
    </message>
    <message>
        <source>Ca&amp;sh refund</source>
        <translation>استرداد &amp;نقدي</translation>
    </message>
    <message>
        <source>Cash &amp;paid from</source>
        <translation>صُ&amp;رفت النقدية من</translation>
    </message>
    <message>
        <source>Check this step and go on (Enter)</source>
        <translation>تحقّق من هذه الخطوة وتابع (Enter)</translation>
    </message>
    <message>
        <source>Choose a warehouse…</source>
        <translation>اختر مستودعًا…</translation>
    </message>
    <message>
        <source>Choose the cash account to pay from.</source>
        <translation>اختر حساب النقدية الذي يُدفع منه.</translation>
    </message>
    <message>
        <source>Create &amp;return</source>
        <translation>إ&amp;نشاء المرتجع</translation>
    </message>
    <message>
        <source>Create this return?</source>
        <translation>هل تريد إنشاء هذا المرتجع؟</translation>
    </message>
    <message>
        <source>Created {code}.</source>
        <translation>أُنشئ {code}.</translation>
    </message>
    <message>
        <source>Creating the return…</source>
        <translation>جارٍ إنشاء المرتجع…</translation>
    </message>
    <message>
        <source>Currency: {currency}</source>
        <translation>العملة: {currency}</translation>
    </message>
    <message>
        <source>Customer: {customer}</source>
        <translation>العميل: {customer}</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>التاريخ</translation>
    </message>
    <message>
        <source>Exchan&amp;ge rate</source>
        <translation>سعر ا&amp;لصرف</translation>
    </message>
    <message>
        <source>Exchange &amp;rate</source>
        <translation type="vanished">سعر ال&amp;صرف</translation>
    </message>
    <message>
        <source>Goods back &amp;into</source>
        <translation>تعود ال&amp;بضاعة إلى</translation>
    </message>
    <message>
        <source>How is the money refunded?</source>
        <translation>كيف يُسترد المبلغ؟</translation>
    </message>
    <message>
        <source>Line {row}: {text}</source>
        <translation>السطر {row}: {text}</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>الأسطر</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>جارٍ التحميل…</translation>
    </message>
    <message>
        <source>N&amp;ext</source>
        <translation type="vanished">&amp;التالي</translation>
    </message>
    <message>
        <source>N&amp;otes</source>
        <translation type="vanished">م&amp;لاحظات</translation>
    </message>
    <message>
        <source>None (refund on account, or not paid out now)</source>
        <translation>لا شيء (استرداد على الحساب، أو لا يُصرف الآن)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>ملاحظات</translation>
    </message>
    <message>
        <source>On &amp;account</source>
        <translation>عل&amp;ى الحساب</translation>
    </message>
    <message>
        <source>Open return &amp;receipt {code}</source>
        <translation>فتح إذ&amp;ن استلام المرتجع {code}</translation>
    </message>
    <message>
        <source>Pay the refund &amp;from</source>
        <translation>ادفع المسترد م&amp;ن</translation>
    </message>
    <message>
        <source>Pay the refund from</source>
        <translation>ادفع المسترد من</translation>
    </message>
    <message>
        <source>Press Enter or Create return; Alt+Left goes back to change something.</source>
        <translation>اضغط Enter أو إنشاء المرتجع؛ Alt+Left يعود خطوة لتغيير شيء.</translation>
    </message>
    <message>
        <source>Press Enter to see what can still be returned of it: the goods issued and not returned yet.</source>
        <translation>اضغط Enter لرؤية ما يمكن إرجاعه منه: البضاعة المصروفة التي لم تُرجع بعد.</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>الخطوة السابقة</translation>
    </message>
    <message>
        <source>Refund</source>
        <translation>الاسترداد</translation>
    </message>
    <message>
        <source>Return code</source>
        <translation>رقم المرتجع</translation>
    </message>
    <message>
        <source>Return total</source>
        <translation>إجمالي المرتجع</translation>
    </message>
    <message>
        <source>Return total: &lt;b&gt;{total} {currency}&lt;/b&gt;</source>
        <translation>إجمالي المرتجع: &lt;b&gt;{total} {currency}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Returnable lines</source>
        <translation>الأسطر القابلة للإرجاع</translation>
    </message>
    <message>
        <source>Returned from {source}</source>
        <translation>مرتجع من {source}</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>المراجعة</translation>
    </message>
    <message>
        <source>Sales order, issue offering or &amp;paper number</source>
        <translation>أمر البيع أو إذن الصرف أو ال&amp;رقم الورقي</translation>
    </message>
    <message>
        <source>Sales person: {person}</source>
        <translation>مندوب المبيعات: {person}</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>المصدر</translation>
    </message>
    <message>
        <source>Space ticks a line; type in Quantity or Price to change it.</source>
        <translation>المسافة تحدد السطر؛ اكتب في الكمية أو السعر لتغييرهما.</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>الحالة</translation>
    </message>
    <message>
        <source>The cash or bank account the refund leaves from, needed when this organization pays cash refunds at once.</source>
        <translation>حساب النقدية أو البنك الذي يُصرف منه الاسترداد، ويلزم عندما تصرف هذه المؤسسة المبالغ المستردة نقدًا فورًا.</translation>
    </message>
    <message>
        <source>The previous step (Alt+Left)</source>
        <translation>الخطوة السابقة (Alt+Left)</translation>
    </message>
    <message>
        <source>The return</source>
        <translation>المرتجع</translation>
    </message>
    <message>
        <source>Tick &amp;all</source>
        <translation>&amp;تحديد الكل</translation>
    </message>
    <message>
        <source>Total to return</source>
        <translation>الإجمالي المراد إرجاعه</translation>
    </message>
    <message>
        <source>What comes back?</source>
        <translation>ما الذي يعود؟</translation>
    </message>
    <message>
        <source>Which sale is coming back?</source>
        <translation>أي بيع يعود؟</translation>
    </message>
    <message>
        <source>e.g. SO-12, IO-WH01-7 or the paper number</source>
        <translation>مثل SO-12 أو IO-WH01-7 أو الرقم الورقي</translation>
    </message>
    <message>
        <source>the order&apos;s rate</source>
        <translation>سعر الأمر</translation>
    </message>
    <message numerus="yes">
        <source>{count} of %Ln lines ticked · Total to return: &lt;b&gt;{total} {currency}&lt;/b&gt;</source>
        <translation>
            <numerusform>حُدِّد {count} من %Ln سطر · الإجمالي المراد إرجاعه: &lt;b&gt;{total} {currency}&lt;/b&gt;</numerusform>
            <numerusform>حُدِّد {count} من سطر واحد · الإجمالي المراد إرجاعه: &lt;b&gt;{total} {currency}&lt;/b&gt;</numerusform>
            <numerusform>حُدِّد {count} من سطرين · الإجمالي المراد إرجاعه: &lt;b&gt;{total} {currency}&lt;/b&gt;</numerusform>
            <numerusform>حُدِّد {count} من %Ln أسطر · الإجمالي المراد إرجاعه: &lt;b&gt;{total} {currency}&lt;/b&gt;</numerusform>
            <numerusform>حُدِّد {count} من %Ln سطرًا · الإجمالي المراد إرجاعه: &lt;b&gt;{total} {currency}&lt;/b&gt;</numerusform>
            <numerusform>حُدِّد {count} من %Ln سطر · الإجمالي المراد إرجاعه: &lt;b&gt;{total} {currency}&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>{number}. {step}</source>
        <translation>{number}. {step}</translation>
    </message>
</context>
<context>
    <name>SalesOrderActions</name>
    <message>
        <source>Cancelling</source>
        <translation>جارٍ الإلغاء</translation>
    </message>
    <message>
        <source>Cancelling {code}</source>
        <translation>إلغاء {code}</translation>
    </message>
    <message>
        <source>Cash in</source>
        <translation>سند قبض</translation>
    </message>
    <message>
        <source>Cash in on {code}</source>
        <translation>سند قبض على {code}</translation>
    </message>
    <message>
        <source>Changing status</source>
        <translation>تغيير الحالة</translation>
    </message>
    <message>
        <source>Changing the status of {code}</source>
        <translation>تغيير حالة {code}</translation>
    </message>
    <message>
        <source>Enter an amount above 0.</source>
        <translation>أدخل مبلغًا أكبر من 0.</translation>
    </message>
    <message>
        <source>Issued by {code}: the goods left the warehouse.</source>
        <translation>صُرف بالإذن {code}: خرجت البضاعة من المستودع.</translation>
    </message>
    <message>
        <source>Issuing the order</source>
        <translation>صرف الأمر</translation>
    </message>
    <message>
        <source>Issuing {code}</source>
        <translation>صرف {code}</translation>
    </message>
    <message>
        <source>Nothing to issue: the order has no goods left.</source>
        <translation>لا شيء للصرف: لم يتبقَّ في الأمر بضاعة.</translation>
    </message>
    <message>
        <source>Saving tags</source>
        <translation>حفظ الوسوم</translation>
    </message>
    <message>
        <source>Saving the tags of {code}</source>
        <translation>حفظ وسوم {code}</translation>
    </message>
    <message>
        <source>The server cannot be reached: the issue waits in the outbox and goes once when it can.</source>
        <translation>تعذّر الوصول إلى الخادم: ينتظر الصرف في صندوق الصادر ويُرسل مرة واحدة عندما يتاح ذلك.</translation>
    </message>
    <message>
        <source>The tags of {code} are saved.</source>
        <translation>حُفظت وسوم {code}.</translation>
    </message>
    <message>
        <source>Unissuing</source>
        <translation>إلغاء الصرف</translation>
    </message>
    <message>
        <source>Unissuing {code}</source>
        <translation>إلغاء صرف {code}</translation>
    </message>
    <message>
        <source>{amount} received on {code} ({document}).</source>
        <translation>قُبض {amount} على {code} ({document}).</translation>
    </message>
    <message>
        <source>{code} is cancelled; its stock is free again.</source>
        <translation>أُلغي {code}؛ وأصبح مخزونه متاحًا مرة أخرى.</translation>
    </message>
    <message>
        <source>{code} is now {status}.</source>
        <translation>أصبح {code} الآن {status}.</translation>
    </message>
    <message>
        <source>{code} is open again; the goods came back.</source>
        <translation>أصبح {code} مفتوحًا مرة أخرى؛ وعادت البضاعة.</translation>
    </message>
    <message>
        <source>{what} was refused. {reason}</source>
        <translation>رُفض {what}. {reason}</translation>
    </message>
</context>
<context>
    <name>SalesOrderEditor</name>
    <message numerus="yes">
        <source>%Ln lines</source>
        <translation>
            <numerusform>لا توجد أسطر</numerusform>
            <numerusform>سطر واحد</numerusform>
            <numerusform>سطران</numerusform>
            <numerusform>%Ln أسطر</numerusform>
            <numerusform>%Ln سطرًا</numerusform>
            <numerusform>%Ln سطر</numerusform>
        </translation>
    </message>
    <message>
        <source>(no tax)</source>
        <translation>(بلا ضريبة)</translation>
    </message>
    <message>
        <source>Add at least one line.</source>
        <translation>أضف سطرًا واحدًا على الأقل.</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>المبلغ</translation>
    </message>
    <message>
        <source>Choose a stock item or a service (F2).</source>
        <translation>اختر صنفًا مخزنيًا أو خدمة (F2).</translation>
    </message>
    <message>
        <source>Choose the customer.</source>
        <translation>اختر العميل.</translation>
    </message>
    <message>
        <source>Choose the warehouse the goods leave from.</source>
        <translation>اختر المستودع الذي تخرج منه البضاعة.</translation>
    </message>
    <message>
        <source>Comments</source>
        <translation>ملاحظات</translation>
    </message>
    <message>
        <source>Comments may not contain a comma or a vertical bar.</source>
        <translation>لا يجوز أن تحتوي الملاحظات على فاصلة أو خط عمودي.</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>العميل</translation>
    </message>
    <message>
        <source>Deleting sales order</source>
        <translation>حذف أمر البيع</translation>
    </message>
    <message>
        <source>Discount</source>
        <translation>الخصم</translation>
    </message>
    <message>
        <source>Discount type</source>
        <translation>نوع الخصم</translation>
    </message>
    <message>
        <source>Each installment needs whole days (0 or more) and an amount.</source>
        <translation>كل قسط يحتاج إلى عدد أيام صحيح (0 أو أكثر) ومبلغ.</translation>
    </message>
    <message>
        <source>Enter a date, e.g. 2025-03-01, or leave it empty.</source>
        <translation>أدخل تاريخًا، مثل 2025-03-01، أو اتركه فارغًا.</translation>
    </message>
    <message>
        <source>Enter a number of 0 or more.</source>
        <translation>أدخل رقمًا 0 أو أكثر.</translation>
    </message>
    <message>
        <source>Enter a quantity above 0.</source>
        <translation>أدخل كمية أكبر من 0.</translation>
    </message>
    <message>
        <source>Enter an amount of 0 or more.</source>
        <translation>أدخل مبلغًا 0 أو أكثر.</translation>
    </message>
    <message>
        <source>Enter the order date, e.g. 2025-03-01.</source>
        <translation>أدخل تاريخ الأمر، مثل 2025-03-01.</translation>
    </message>
    <message>
        <source>Item or service</source>
        <translation>صنف أو خدمة</translation>
    </message>
    <message>
        <source>Line total</source>
        <translation>إجمالي السطر</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>الأسطر</translation>
    </message>
    <message>
        <source>Loading choices</source>
        <translation>تحميل الخيارات</translation>
    </message>
    <message>
        <source>New sales order</source>
        <translation>أمر بيع جديد</translation>
    </message>
    <message>
        <source>Not enough stock: {on_hand} on hand, {requested} asked for.</source>
        <translation>المخزون غير كافٍ: المتاح {on_hand}، والمطلوب {requested}.</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>ملاحظات</translation>
    </message>
    <message>
        <source>Order date</source>
        <translation>تاريخ الأمر</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>الكمية</translation>
    </message>
    <message>
        <source>Sales person</source>
        <translation>مندوب المبيعات</translation>
    </message>
    <message>
        <source>Saving sales order</source>
        <translation>حفظ أمر البيع</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>خدمة</translation>
    </message>
    <message>
        <source>Shipping date</source>
        <translation>تاريخ الشحن</translation>
    </message>
    <message>
        <source>Someone else changed this order since you opened it ({fields}).</source>
        <translation>عدّل شخص آخر هذا الأمر منذ أن فتحته ({fields}).</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>الوسوم</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>الضريبة</translation>
    </message>
    <message>
        <source>The cash amount cannot be more than the order&apos;s total ({total}).</source>
        <translation>لا يمكن أن يزيد المبلغ النقدي على إجمالي الأمر ({total}).</translation>
    </message>
    <message>
        <source>The order&apos;s total is zero: enter prices (a total above 0).</source>
        <translation>إجمالي الأمر صفر: أدخل الأسعار (إجمالي أكبر من 0).</translation>
    </message>
    <message>
        <source>The server cannot be reached: the order is kept in the outbox and will be sent once when it can. You can close this tab.</source>
        <translation>تعذّر الوصول إلى الخادم: الأمر محفوظ في صندوق الصادر وسيُرسل مرة واحدة عندما يتاح ذلك. يمكنك إغلاق هذا التبويب.</translation>
    </message>
    <message>
        <source>The server did not save the order.</source>
        <translation>لم يحفظ الخادم الأمر.</translation>
    </message>
    <message>
        <source>The server&apos;s answer was lost: the outbox checks whether the order was saved before sending anything again. See View › Drafts and outbox.</source>
        <translation>ضاع رد الخادم: يتحقق صندوق الصادر مما إذا كان الأمر قد حُفظ قبل إرسال أي شيء مرة أخرى. راجع عرض › المسودات وصندوق الصادر.</translation>
    </message>
    <message>
        <source>This item is already on line {line}: change that line&apos;s quantity.</source>
        <translation>هذا الصنف موجود بالفعل في السطر {line}: غيّر كمية ذلك السطر.</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>سعر الوحدة</translation>
    </message>
    <message>
        <source>Warehouse</source>
        <translation>المستودع</translation>
    </message>
    <message>
        <source>{item} · {quantity} on hand</source>
        <translation>{item} · المتاح {quantity}</translation>
    </message>
    <message>
        <source>{item}: {on_hand} on hand, {left} to issue</source>
        <translation>{item}: المتاح {on_hand}، والمطلوب صرفه {left}</translation>
    </message>
</context>
<context>
    <name>SalesOrderEditorView</name>
    <message>
        <source>&amp;Delete</source>
        <translation>ح&amp;ذف</translation>
    </message>
    <message>
        <source>&amp;Issue</source>
        <translation>&amp;صرف</translation>
    </message>
    <message>
        <source>&amp;Issue…</source>
        <translation>&amp;صرف…</translation>
    </message>
    <message>
        <source>&amp;Links…</source>
        <translation type="vanished">ال&amp;ربط…</translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <translation type="vanished">ملاح&amp;ظات</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;طباعة…</translation>
    </message>
    <message>
        <source>&amp;Save tags</source>
        <translation>&amp;حفظ الوسوم</translation>
    </message>
    <message>
        <source>&amp;Warehouse</source>
        <translation>المستو&amp;دع</translation>
    </message>
    <message>
        <source>A new order with the same customer and lines (Ctrl+D)</source>
        <translation>أمر جديد بالعميل والسطور نفسها (Ctrl+D)</translation>
    </message>
    <message>
        <source>Amount off the order</source>
        <translation>خصم مبلغ من الأمر</translation>
    </message>
    <message>
        <source>C&amp;ash in…</source>
        <translation>سند قب&amp;ض…</translation>
    </message>
    <message>
        <source>C&amp;ustomer</source>
        <translation>العم&amp;يل</translation>
    </message>
    <message>
        <source>Cancel &amp;order</source>
        <translation>إلغا&amp;ء الأمر</translation>
    </message>
    <message>
        <source>Cancel &amp;order…</source>
        <translation>إلغا&amp;ء الأمر…</translation>
    </message>
    <message>
        <source>Cancel order</source>
        <translation>إلغاء الأمر</translation>
    </message>
    <message>
        <source>Cancel {code}? Its reserved stock is released. This cannot be undone.</source>
        <translation>هل تريد إلغاء {code}؟ سيُحرَّر مخزونه المحجوز. لا يمكن التراجع عن ذلك.</translation>
    </message>
    <message>
        <source>Cash a&amp;mount</source>
        <translation type="vanished">المبلغ ال&amp;نقدي</translation>
    </message>
    <message>
        <source>Cash amount</source>
        <translation>المبلغ النقدي</translation>
    </message>
    <message>
        <source>Cash customers: the total</source>
        <translation>العملاء النقديون: الإجمالي</translation>
    </message>
    <message>
        <source>Choose a print layout and print the order</source>
        <translation type="vanished">اختر نموذج طباعة واطبع الأمر</translation>
    </message>
    <message>
        <source>Comma between tags</source>
        <translation>فاصلة بين الوسوم</translation>
    </message>
    <message>
        <source>Currency {currency} at rate {rate}</source>
        <translation>العملة {currency} بسعر صرف {rate}</translation>
    </message>
    <message>
        <source>Delete order</source>
        <translation>حذف الأمر</translation>
    </message>
    <message>
        <source>Delete {code} for good? This cannot be undone.</source>
        <translation>هل تريد حذف {code} نهائيًا؟ لا يمكن التراجع عن ذلك.</translation>
    </message>
    <message>
        <source>Discounts</source>
        <translation>الخصومات</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>إخفاء</translation>
    </message>
    <message>
        <source>Document state</source>
        <translation>حالة المستند</translation>
    </message>
    <message>
        <source>Documents linked to this order by hand</source>
        <translation>المستندات المربوطة بهذا الأمر يدويًا</translation>
    </message>
    <message>
        <source>Dup&amp;licate</source>
        <translation>&amp;نسخ الأمر</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation type="vanished">نسخ الأمر</translation>
    </message>
    <message>
        <source>E&amp;xternal id</source>
        <translation type="vanished">المعرّ&amp;ف الخارجي</translation>
    </message>
    <message>
        <source>Each line is taxed on its value less its share of the order discount</source>
        <translation>تُحسب ضريبة كل بند على قيمته بعد خصم حصته من خصم الأمر</translation>
    </message>
    <message>
        <source>External id</source>
        <translation>المعرّف الخارجي</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>الإجمالي قبل الخصم</translation>
    </message>
    <message>
        <source>Installments</source>
        <translation>الأ&amp;قساط</translation>
    </message>
    <message>
        <source>Issue order</source>
        <translation>صرف الأمر</translation>
    </message>
    <message>
        <source>Issue {code}? Its goods leave the warehouse now (an issue offering).</source>
        <translation>هل تريد صرف {code}؟ ستخرج بضاعته من المستودع الآن (إذن صرف).</translation>
    </message>
    <message>
        <source>Issued</source>
        <translation>مصروف</translation>
    </message>
    <message>
        <source>La&amp;youts…</source>
        <translation>نماذ&amp;ج الطباعة…</translation>
    </message>
    <message>
        <source>Lin&amp;ks…</source>
        <translation>ال&amp;ربط…</translation>
    </message>
    <message>
        <source>Net total</source>
        <translation>صافي الإجمالي</translation>
    </message>
    <message>
        <source>New order</source>
        <translation>أمر جديد</translation>
    </message>
    <message>
        <source>No single customer matches “{text}”. Pick one from the list.</source>
        <translation>لا يوجد عميل واحد يطابق “{text}”. اختر من القائمة.</translation>
    </message>
    <message>
        <source>Not issued</source>
        <translation>غير مصروف</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>ملاحظات</translation>
    </message>
    <message>
        <source>Off: no tax and no withholding on this order</source>
        <translation>بدون علامة: لا ضريبة ولا خصم من المنبع على هذا الأمر</translation>
    </message>
    <message>
        <source>On account</source>
        <translation>على الحسا&amp;ب</translation>
    </message>
    <message>
        <source>Order date</source>
        <translation>تاريخ الأمر</translation>
    </message>
    <message>
        <source>Order discount</source>
        <translation>&amp;خصم الأمر</translation>
    </message>
    <message>
        <source>Order lines</source>
        <translation>أسطر الأمر</translation>
    </message>
    <message>
        <source>Order status</source>
        <translation>حالة الأمر</translation>
    </message>
    <message>
        <source>Paid {amount}</source>
        <translation type="vanished">مدفوع {amount}</translation>
    </message>
    <message>
        <source>Paper number</source>
        <translation>ا&amp;لرقم الورقي</translation>
    </message>
    <message>
        <source>Print the tax invoice or save it as a PDF, in English or Arabic</source>
        <translation>طباعة الفاتورة الضريبية أو حفظها بصيغة PDF، بالعربية أو الإنجليزية</translation>
    </message>
    <message>
        <source>Reading the cash accounts</source>
        <translation>قراءة حسابات النقدية</translation>
    </message>
    <message>
        <source>Received {amount}</source>
        <translation>المستلم {amount}</translation>
    </message>
    <message>
        <source>Return &amp;goods…</source>
        <translation>إرجاع البضاع&amp;ة…</translation>
    </message>
    <message>
        <source>Return…</source>
        <translation type="vanished">إرجاع…</translation>
    </message>
    <message>
        <source>S&amp;et status</source>
        <translation>تعيين الحال&amp;ة</translation>
    </message>
    <message>
        <source>Sales pe&amp;rson</source>
        <translation type="vanished">مندو&amp;ب المبيعات</translation>
    </message>
    <message>
        <source>Sales person</source>
        <translation>مندوب المبيعات</translation>
    </message>
    <message>
        <source>Save the order (Ctrl+S)</source>
        <translation>حفظ الأمر (Ctrl+S)</translation>
    </message>
    <message>
        <source>Ship the goods: an issue offering for this order</source>
        <translation>شحن البضاعة: إذن صرف لهذا الأمر</translation>
    </message>
    <message>
        <source>Shipping cost</source>
        <translation>تكلفة الشحن</translation>
    </message>
    <message>
        <source>Shipping date</source>
        <translation>تاريخ ال&amp;شحن</translation>
    </message>
    <message>
        <source>Store: {name}</source>
        <translation>الفرع: {name}</translation>
    </message>
    <message>
        <source>Ta&amp;gs</source>
        <translation type="vanished">ال&amp;وسوم</translation>
    </message>
    <message>
        <source>Ta&amp;xable</source>
        <translation type="vanished">خاضع لل&amp;ضريبة</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>الوسوم</translation>
    </message>
    <message>
        <source>Take back the issue of {code}? The goods return to the warehouse.</source>
        <translation>هل تريد إلغاء صرف {code}؟ ستعود البضاعة إلى المستودع.</translation>
    </message>
    <message>
        <source>Take goods of this order back: a sales return (Ctrl+R)</source>
        <translation>استرجاع بضاعة هذا الأمر: مرتجع مبيعات (Ctrl+R)</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>الضريبة</translation>
    </message>
    <message>
        <source>Tax after the order discount</source>
        <translation>الضريبة بعد خصم الأمر</translation>
    </message>
    <message>
        <source>Taxable</source>
        <translation>خاضع للضريبة</translation>
    </message>
    <message>
        <source>The organization&apos;s print layouts on the server</source>
        <translation>نماذج الطباعة الخاصة بالمؤسسة على الخادم</translation>
    </message>
    <message>
        <source>The stock last known is short:</source>
        <translation>آخر مخزون معروف غير كافٍ:</translation>
    </message>
    <message>
        <source>This order is issued or cancelled: its lines cannot change. Use the actions above (tags, cash in, unissue).</source>
        <translation>هذا الأمر مصروف أو ملغى: لا يمكن تعديل أسطره. استخدم الإجراءات في الأعلى (الوسوم، سند القبض، إلغاء الصرف).</translation>
    </message>
    <message>
        <source>Total less cash</source>
        <translation>الإجمالي بعد خصم النقدي</translation>
    </message>
    <message>
        <source>Un&amp;issue</source>
        <translation>إلغاء ال&amp;صرف</translation>
    </message>
    <message>
        <source>Un&amp;issue…</source>
        <translation>إلغاء ال&amp;صرف…</translation>
    </message>
    <message>
        <source>Unissue order</source>
        <translation>إلغاء صرف الأمر</translation>
    </message>
    <message>
        <source>Your own reference (optional)</source>
        <translation>مرجعك الخاص (اختياري)</translation>
    </message>
    <message>
        <source>days:amount, e.g. 30:500, 60:500</source>
        <translation>أيام:مبلغ، مثل 30:500، 60:500</translation>
    </message>
    <message>
        <source>issued</source>
        <translation type="vanished">مصروف</translation>
    </message>
    <message>
        <source>not issued</source>
        <translation type="vanished">غير مصروف</translation>
    </message>
    <message>
        <source>paid {amount}</source>
        <translation type="vanished">مدفوع {amount}</translation>
    </message>
    <message>
        <source>store {name}</source>
        <translation type="vanished">الفرع {name}</translation>
    </message>
    <message>
        <source>yyyy-mm-dd (optional)</source>
        <translation>سنة-شهر-يوم (اختياري)</translation>
    </message>
    <message>
        <source>{currency} at {rate}</source>
        <translation type="vanished">العملة {currency} بسعر صرف {rate}</translation>
    </message>
</context>
<context>
    <name>SalesOrderListView</name>
    <message>
        <source>&amp;Customer</source>
        <translation type="vanished">العم&amp;يل</translation>
    </message>
    <message>
        <source>&amp;Invoices to PDF…</source>
        <translation>تجهي&amp;ز ملفات PDF للفواتير…</translation>
    </message>
    <message>
        <source>&amp;New order</source>
        <translation>أمر &amp;جديد</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;فتح</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;تحديث</translation>
    </message>
    <message>
        <source>&amp;Status</source>
        <translation type="vanished">ال&amp;حالة</translation>
    </message>
    <message>
        <source>&amp;Warehouse</source>
        <translation>ا&amp;لمستودع</translation>
    </message>
    <message>
        <source>Any customer</source>
        <translation>أي عميل</translation>
    </message>
    <message>
        <source>Any payment</source>
        <translation>أي حالة دفع</translation>
    </message>
    <message>
        <source>Any sales person</source>
        <translation>أي مندوب مبيعات</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>أي حالة</translation>
    </message>
    <message>
        <source>Any warehouse</source>
        <translation>أي مستودع</translation>
    </message>
    <message>
        <source>Co&amp;de</source>
        <translation type="vanished">ال&amp;كود</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>الكود</translation>
    </message>
    <message>
        <source>Create a sales order (Ctrl+N)</source>
        <translation>إنشاء أمر بيع (Ctrl+N)</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>العميل</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>إخفاء</translation>
    </message>
    <message>
        <source>Fro&amp;m</source>
        <translation type="vanished">م&amp;ن</translation>
    </message>
    <message>
        <source>From</source>
        <translation>من</translation>
    </message>
    <message>
        <source>Load the list again (F5)</source>
        <translation>إعادة تحميل القائمة (F5)</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>جارٍ التحميل…</translation>
    </message>
    <message>
        <source>N&amp;ext ›</source>
        <translation type="vanished">&amp;التالي ›</translation>
    </message>
    <message>
        <source>Next pag&amp;e ›</source>
        <translation>&amp;التالي ›</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>الصفحة التالية</translation>
    </message>
    <message>
        <source>Next page (Alt+PgDown)</source>
        <translation>الصفحة التالية (Alt+PgDown)</translation>
    </message>
    <message>
        <source>Next page (Ctrl+PgDown)</source>
        <translation type="vanished">الصفحة التالية (Ctrl+PgDown)</translation>
    </message>
    <message>
        <source>Number of records</source>
        <translation>عدد السجلات</translation>
    </message>
    <message>
        <source>Only orders I created</source>
        <translation>الأوامر التي أنشأتُها فقط</translation>
    </message>
    <message>
        <source>Open the selected order (Enter)</source>
        <translation>فتح الأمر المحدد (Enter)</translation>
    </message>
    <message>
        <source>Pa&amp;yment</source>
        <translation>ال&amp;دفع</translation>
    </message>
    <message>
        <source>Paper n&amp;umber</source>
        <translation>ال&amp;رقم الورقي</translation>
    </message>
    <message>
        <source>Previous page</source>
        <translation>الصفحة السابقة</translation>
    </message>
    <message>
        <source>Previous page (Alt+PgUp)</source>
        <translation>الصفحة السابقة (Alt+PgUp)</translation>
    </message>
    <message>
        <source>Previous page (Ctrl+PgUp)</source>
        <translation type="vanished">الصفحة السابقة (Ctrl+PgUp)</translation>
    </message>
    <message>
        <source>SO-…</source>
        <translation>SO-…</translation>
    </message>
    <message>
        <source>Sa&amp;les person</source>
        <translation>مندوب المبيعات</translation>
    </message>
    <message>
        <source>Sales orders</source>
        <translation>أوامر البيع</translation>
    </message>
    <message>
        <source>Save the tax invoice of each selected order as a PDF in a folder</source>
        <translation>حفظ الفاتورة الضريبية لكل أمر محدد كملف PDF في مجلد</translation>
    </message>
    <message>
        <source>Select the orders to save (Shift or Ctrl to add rows).</source>
        <translation>حدد الأوامر المراد حفظها (Shift أو Ctrl لإضافة صفوف).</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>الحالة</translation>
    </message>
    <message>
        <source>T&amp;ags</source>
        <translation type="vanished">ال&amp;وسوم</translation>
    </message>
    <message>
        <source>Ta&amp;gs</source>
        <translation>ال&amp;وسوم</translation>
    </message>
    <message>
        <source>The orders could not be loaded. {reason}</source>
        <translation>تعذّر تحميل الأوامر. {reason}</translation>
    </message>
    <message>
        <source>To</source>
        <translation>إل&amp;ى</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>حاول مرة أخرى</translation>
    </message>
    <message>
        <source>Warehouse orders only (no sales stores)</source>
        <translation>أوامر المستودعات فقط (بدون فروع البيع)</translation>
    </message>
    <message>
        <source>any of: a, b</source>
        <translation>أي من: أ، ب</translation>
    </message>
    <message>
        <source>contains…</source>
        <translation>يحتوي على…</translation>
    </message>
    <message>
        <source>sales-orders</source>
        <translation>أوامر البيع</translation>
    </message>
    <message>
        <source>{code} is a sales return: it is shown here, not edited here.</source>
        <translation>{code} مرتجع مبيعات: يُعرض هنا ولا يُعدَّل هنا.</translation>
    </message>
    <message>
        <source>‹ &amp;Previous</source>
        <translation>‹ السا&amp;بق</translation>
    </message>
</context>
<context>
    <name>SalesOrders</name>
    <message numerus="yes">
        <source>(%Ln returns)</source>
        <translation>
            <numerusform>(لا توجد مرتجعات)</numerusform>
            <numerusform>(مرتجع واحد)</numerusform>
            <numerusform>(مرتجعان)</numerusform>
            <numerusform>(%Ln مرتجعات)</numerusform>
            <numerusform>(%Ln مرتجعًا)</numerusform>
            <numerusform>(%Ln مرتجع)</numerusform>
        </translation>
    </message>
    <message>
        <source>A sales return of this customer.</source>
        <translation>مرتجع مبيعات لهذا العميل.</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>ملغى</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>الكود</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>العميل</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>التاريخ</translation>
    </message>
    <message>
        <source>Loading orders</source>
        <translation>تحميل الأوامر</translation>
    </message>
    <message>
        <source>Net total</source>
        <translation>صافي الإجمالي</translation>
    </message>
    <message>
        <source>No orders match.</source>
        <translation>لا توجد أوامر مطابقة.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>مفتوح</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>أمر</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>مدفوع</translation>
    </message>
    <message>
        <source>Paper number</source>
        <translation>الرقم الورقي</translation>
    </message>
    <message>
        <source>Partly paid</source>
        <translation>مدفوع جزئيًا</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>الدفع</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>معلّق</translation>
    </message>
    <message>
        <source>Processing</source>
        <translation>قيد التنفيذ</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>مرتجع</translation>
    </message>
    <message>
        <source>Sales person</source>
        <translation>مندوب المبيعات</translation>
    </message>
    <message>
        <source>Shipped</source>
        <translation>تم الشحن</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>الحالة</translation>
    </message>
    <message>
        <source>Store {name}</source>
        <translation>الفرع {name}</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>الوسوم</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>النوع</translation>
    </message>
    <message>
        <source>Unpaid</source>
        <translation>غير مدفوع</translation>
    </message>
    <message>
        <source>Warehouse or store</source>
        <translation>المستودع أو الفرع</translation>
    </message>
    <message>
        <source>{first}–{last} of {total} documents</source>
        <translation>{first}–{last} من {total} مستند</translation>
    </message>
</context>
<context>
    <name>SalesPersonEditorView</name>
    <message>
        <source>&amp;Name</source>
        <translation type="vanished">ال&amp;اسم</translation>
    </message>
    <message>
        <source>C&amp;lassification code</source>
        <translation>كود التصن&amp;يف</translation>
    </message>
    <message>
        <source>C&amp;ode</source>
        <translation type="vanished">ال&amp;كود</translation>
    </message>
    <message>
        <source>C&amp;redit limit</source>
        <translation type="vanished">ح&amp;د الائتمان</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>الكود</translation>
    </message>
    <message>
        <source>Cred&amp;it limit</source>
        <translation>ح&amp;د الائتمان</translation>
    </message>
    <message>
        <source>Delete sales person</source>
        <translation>حذف مندوب المبيعات</translation>
    </message>
    <message>
        <source>Delete the sales person “{name}” for good? Persons they supervise lose their supervisor. This cannot be undone.</source>
        <translation>هل تريد حذف مندوب المبيعات “{name}” نهائيًا؟ سيفقد المندوبون الذين يشرف عليهم مشرفَهم. لا يمكن التراجع عن ذلك.</translation>
    </message>
    <message>
        <source>E&amp;xternal id</source>
        <translation type="vanished">المعرّف ال&amp;خارجي</translation>
    </message>
    <message>
        <source>External id</source>
        <translation>المعرّف الخارجي</translation>
    </message>
    <message>
        <source>Leave empty to keep the current code.</source>
        <translation>اتركه فارغًا للإبقاء على الكود الحالي.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>Optional, a number</source>
        <translation>اختياري، رقم</translation>
    </message>
    <message>
        <source>Optional: the id in another system</source>
        <translation>اختياري: المعرّف في نظام آخر</translation>
    </message>
    <message>
        <source>Optional; the server does not number sales persons.</source>
        <translation>اختياري؛ الخادم لا يرقّم مندوبي المبيعات.</translation>
    </message>
    <message>
        <source>Special characters (\ &apos; | , &quot; &lt; &gt;) are removed from code and name when the server stores them.</source>
        <translation>تُحذف الرموز الخاصة (\ &apos; | , &quot; &lt; &gt;) من الكود والاسم عندما يحفظهما الخادم.</translation>
    </message>
    <message>
        <source>The external id is set when the person is created.</source>
        <translation>يُحدَّد المعرّف الخارجي عند إنشاء المندوب.</translation>
    </message>
</context>
<context>
    <name>SalesPersonListView</name>
    <message>
        <source>&amp;Code</source>
        <translation type="vanished">ال&amp;كود</translation>
    </message>
    <message>
        <source>&amp;External id</source>
        <translation>المعرّف ال&amp;خارجي</translation>
    </message>
    <message>
        <source>&amp;New sales person</source>
        <translation>مندوب مبيعات &amp;جديد</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>الكود</translation>
    </message>
    <message>
        <source>Contains…</source>
        <translation>يحتوي على…</translation>
    </message>
    <message>
        <source>Create a sales person (Ctrl+N)</source>
        <translation>إنشاء مندوب مبيعات (Ctrl+N)</translation>
    </message>
    <message>
        <source>Delete sales person</source>
        <translation>حذف مندوب المبيعات</translation>
    </message>
    <message>
        <source>Delete the sales person “{name}” for good? Persons they supervise lose their supervisor. This cannot be undone.</source>
        <translation>هل تريد حذف مندوب المبيعات “{name}” نهائيًا؟ سيفقد المندوبون الذين يشرف عليهم مشرفَهم. لا يمكن التراجع عن ذلك.</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>إخفاء</translation>
    </message>
    <message>
        <source>Edit the selected sales person (Enter)</source>
        <translation>تعديل مندوب المبيعات المحدد (Enter)</translation>
    </message>
    <message>
        <source>Exactly…</source>
        <translation>مطابق تمامًا…</translation>
    </message>
    <message>
        <source>N&amp;ame</source>
        <translation type="vanished">ال&amp;اسم</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>Sales persons</source>
        <translation>مندوبو المبيعات</translation>
    </message>
    <message>
        <source>The sales persons could not be loaded. {reason}</source>
        <translation>تعذّر تحميل مندوبي المبيعات. {reason}</translation>
    </message>
    <message>
        <source>sales-persons</source>
        <translation>مندوبو المبيعات</translation>
    </message>
    <message>
        <source>“{name}” is an external sales person: the server does not let this app change or delete external persons.</source>
        <translation>“{name}” مندوب مبيعات خارجي: لا يسمح الخادم لهذا التطبيق بتعديل المندوبين الخارجيين أو حذفهم.</translation>
    </message>
</context>
<context>
    <name>SalesPersons</name>
    <message numerus="yes">
        <source>%Ln sales persons</source>
        <translation>
            <numerusform>لا يوجد مندوبو مبيعات</numerusform>
            <numerusform>مندوب مبيعات واحد</numerusform>
            <numerusform>مندوبا مبيعات</numerusform>
            <numerusform>%Ln مندوبي مبيعات</numerusform>
            <numerusform>%Ln مندوب مبيعات</numerusform>
            <numerusform>%Ln مندوب مبيعات</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%Ln inactive)</source>
        <translation>
            <numerusform>(لا يوجد غير نشط)</numerusform>
            <numerusform>(واحد غير نشط)</numerusform>
            <numerusform>(اثنان غير نشطين)</numerusform>
            <numerusform>(%Ln غير نشطة)</numerusform>
            <numerusform>(%Ln غير نشط)</numerusform>
            <numerusform>(%Ln غير نشط)</numerusform>
        </translation>
    </message>
    <message>
        <source>Classification code</source>
        <translation>كود التصنيف</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>الكود</translation>
    </message>
    <message>
        <source>Credit limit</source>
        <translation>حد الائتمان</translation>
    </message>
    <message>
        <source>Deleting sales person</source>
        <translation>حذف مندوب المبيعات</translation>
    </message>
    <message>
        <source>Enter 0 or more.</source>
        <translation>أدخل 0 أو أكثر.</translation>
    </message>
    <message>
        <source>Enter a whole number, e.g. 3.</source>
        <translation>أدخل عددًا صحيحًا، مثل 3.</translation>
    </message>
    <message>
        <source>Enter an amount, e.g. 50000.</source>
        <translation>أدخل مبلغًا، مثل 50000.</translation>
    </message>
    <message>
        <source>External</source>
        <translation>خارجي</translation>
    </message>
    <message>
        <source>External id</source>
        <translation>المعرّف الخارجي</translation>
    </message>
    <message>
        <source>Inactive: not offered on new documents.</source>
        <translation>غير نشط: لا يظهر في المستندات الجديدة.</translation>
    </message>
    <message>
        <source>Internal</source>
        <translation>داخلي</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>النوع</translation>
    </message>
    <message>
        <source>Loading sales persons</source>
        <translation>تحميل مندوبي المبيعات</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>New sales person</source>
        <translation>مندوب مبيعات جديد</translation>
    </message>
    <message>
        <source>Saving sales person</source>
        <translation>حفظ مندوب المبيعات</translation>
    </message>
    <message>
        <source>Someone else changed this sales person since you opened it ({fields}).</source>
        <translation>عدّل شخص آخر مندوب المبيعات هذا منذ أن فتحته ({fields}).</translation>
    </message>
    <message>
        <source>The server cannot be reached: the sales person is kept in the outbox and will be sent when it can. You can close this tab.</source>
        <translation>تعذّر الوصول إلى الخادم: مندوب المبيعات محفوظ في صندوق الصادر وسيُرسل عندما يتاح ذلك. يمكنك إغلاق هذا التبويب.</translation>
    </message>
    <message>
        <source>The server did not save the sales person.</source>
        <translation>لم يحفظ الخادم مندوب المبيعات.</translation>
    </message>
    <message>
        <source>The server&apos;s answer was lost: the outbox checks whether the sales person was saved before sending anything again. See View › Drafts and outbox.</source>
        <translation>ضاع رد الخادم: يتحقق صندوق الصادر مما إذا كان مندوب المبيعات قد حُفظ قبل إرسال أي شيء مرة أخرى. راجع عرض › المسودات وصندوق الصادر.</translation>
    </message>
    <message>
        <source>active</source>
        <translation>نشط</translation>
    </message>
    <message>
        <source>classification code</source>
        <translation>كود التصنيف</translation>
    </message>
    <message>
        <source>code</source>
        <translation>الكود</translation>
    </message>
    <message>
        <source>credit limit</source>
        <translation>حد الائتمان</translation>
    </message>
    <message>
        <source>external id</source>
        <translation>المعرّف الخارجي</translation>
    </message>
    <message>
        <source>name</source>
        <translation>الاسم</translation>
    </message>
</context>
<context>
    <name>SalesReturnListView</name>
    <message>
        <source>&amp;Code</source>
        <translation type="vanished">ال&amp;كود</translation>
    </message>
    <message>
        <source>&amp;New return…</source>
        <translation>مرتجع &amp;جديد…</translation>
    </message>
    <message>
        <source>&amp;Paper number</source>
        <translation>الرقم ال&amp;ورقي</translation>
    </message>
    <message>
        <source>Any customer</source>
        <translation>أي عميل</translation>
    </message>
    <message>
        <source>C&amp;ustomer</source>
        <translation>العم&amp;يل</translation>
    </message>
    <message>
        <source>Cod&amp;e</source>
        <translation>ال&amp;كود</translation>
    </message>
    <message>
        <source>Cu&amp;stomer</source>
        <translation type="vanished">العم&amp;يل</translation>
    </message>
    <message>
        <source>Fro&amp;m</source>
        <translation type="vanished">م&amp;ن</translation>
    </message>
    <message>
        <source>From</source>
        <translation>من</translation>
    </message>
    <message>
        <source>Nothing matches “{text}”. Pick from the list.</source>
        <translation>لا يوجد ما يطابق “{text}”. اختر من القائمة.</translation>
    </message>
    <message>
        <source>Return goods of a sales order or an issue offering (Ctrl+N)</source>
        <translation>إرجاع بضاعة أمر بيع أو إذن صرف (Ctrl+N)</translation>
    </message>
    <message>
        <source>Returns are listed from the sales documents (the API has no list of its own for them). Greyed returns are not received into stock yet.</source>
        <translation>تُعرض المرتجعات من مستندات المبيعات (ليس في API قائمة خاصة بها). المرتجعات الرمادية لم تُستلم في المخزون بعد.</translation>
    </message>
    <message>
        <source>Sales returns</source>
        <translation>مرتجعات المبيعات</translation>
    </message>
    <message>
        <source>Show the selected return (Enter)</source>
        <translation>عرض المرتجع المحدد (Enter)</translation>
    </message>
    <message>
        <source>The sales returns could not be loaded. {reason}</source>
        <translation>تعذّر تحميل مرتجعات المبيعات. {reason}</translation>
    </message>
    <message>
        <source>To</source>
        <translation>إ&amp;لى</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>سنة-شهر-يوم</translation>
    </message>
    <message>
        <source>e.g. SR-7</source>
        <translation>مثل SR-7</translation>
    </message>
    <message>
        <source>sales-returns</source>
        <translation>مرتجعات المبيعات</translation>
    </message>
    <message>
        <source>“{text}” is not a date: type it as YYYY-MM-DD.</source>
        <translation>“{text}” ليس تاريخًا: اكتبه بالصيغة سنة-شهر-يوم.</translation>
    </message>
</context>
<context>
    <name>SalesReturns</name>
    <message numerus="yes">
        <source>%Ln sales returns</source>
        <translation>
            <numerusform>لا توجد مرتجعات مبيعات</numerusform>
            <numerusform>مرتجع مبيعات واحد</numerusform>
            <numerusform>مرتجعا مبيعات</numerusform>
            <numerusform>%Ln مرتجعات مبيعات</numerusform>
            <numerusform>%Ln مرتجع مبيعات</numerusform>
            <numerusform>%Ln مرتجع مبيعات</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%Ln not received into stock yet)</source>
        <translation>
            <numerusform>(لا يوجد ما لم يُستلم في المخزون)</numerusform>
            <numerusform>(واحد لم يُستلم في المخزون بعد)</numerusform>
            <numerusform>(اثنان لم يُستلما في المخزون بعد)</numerusform>
            <numerusform>(%Ln لم تُستلم في المخزون بعد)</numerusform>
            <numerusform>(%Ln لم يُستلم في المخزون بعد)</numerusform>
            <numerusform>(%Ln لم يُستلم في المخزون بعد)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(among the latest %Ln sales documents: choose a customer or dates to see older returns)</source>
        <translation>
            <numerusform>(ضمن أحدث مستندات المبيعات: اختر عميلًا أو تواريخ لرؤية المرتجعات الأقدم)</numerusform>
            <numerusform>(ضمن أحدث مستند مبيعات: اختر عميلًا أو تواريخ لرؤية المرتجعات الأقدم)</numerusform>
            <numerusform>(ضمن أحدث مستندي مبيعات: اختر عميلًا أو تواريخ لرؤية المرتجعات الأقدم)</numerusform>
            <numerusform>(ضمن أحدث %Ln مستندات مبيعات: اختر عميلًا أو تواريخ لرؤية المرتجعات الأقدم)</numerusform>
            <numerusform>(ضمن أحدث %Ln مستند مبيعات: اختر عميلًا أو تواريخ لرؤية المرتجعات الأقدم)</numerusform>
            <numerusform>(ضمن أحدث %Ln مستند مبيعات: اختر عميلًا أو تواريخ لرؤية المرتجعات الأقدم)</numerusform>
        </translation>
    </message>
    <message>
        <source>Approved</source>
        <translation>معتمد</translation>
    </message>
    <message>
        <source>Before tax</source>
        <translation>قبل الضريبة</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>النقدية</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>الكود</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>العملة</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>العميل</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>التاريخ</translation>
    </message>
    <message>
        <source>Discount</source>
        <translation>الخصم</translation>
    </message>
    <message>
        <source>Discounts</source>
        <translation>الخصومات</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>سعر الصرف</translation>
    </message>
    <message>
        <source>Gross</source>
        <translation>الإجمالي قبل الخصم</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>الصنف</translation>
    </message>
    <message>
        <source>Loading sales returns</source>
        <translation>تحميل مرتجعات المبيعات</translation>
    </message>
    <message>
        <source>Net total</source>
        <translation>صافي الإجمالي</translation>
    </message>
    <message>
        <source>No: waiting for approval</source>
        <translation>لا: في انتظار الاعتماد</translation>
    </message>
    <message>
        <source>Not received into stock yet: the goods are not back on the shelf.</source>
        <translation>لم يُستلم في المخزون بعد: لم تعد البضاعة إلى الرف.</translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation>ليس بعد</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>ملاحظات</translation>
    </message>
    <message>
        <source>Notes receivable</source>
        <translation>أوراق القبض</translation>
    </message>
    <message>
        <source>On account</source>
        <translation>على الحساب</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>السعر</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>الكمية</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>مُستلَم</translation>
    </message>
    <message>
        <source>Received into</source>
        <translation>استُلم في</translation>
    </message>
    <message>
        <source>Received into stock</source>
        <translation>استُلم في المخزون</translation>
    </message>
    <message>
        <source>Refund account</source>
        <translation>حساب الاسترداد</translation>
    </message>
    <message>
        <source>Refunded in cash</source>
        <translation>مُسترد نقدًا</translation>
    </message>
    <message>
        <source>Sales order</source>
        <translation>أمر بيع</translation>
    </message>
    <message>
        <source>Sales person</source>
        <translation>مندوب المبيعات</translation>
    </message>
    <message>
        <source>Service #{id}</source>
        <translation>خدمة #{id}</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>الضريبة</translation>
    </message>
    <message>
        <source>Yes, by {code}</source>
        <translation>نعم، بالإذن {code}</translation>
    </message>
</context>
<context>
    <name>SerialCheck</name>
    <message numerus="yes">
        <source>Check at most %Ln serials at once.</source>
        <translation>
            <numerusform>افحص %Ln رقم تسلسلي كحد أقصى في المرة الواحدة.</numerusform>
            <numerusform>افحص رقمًا تسلسليًا واحدًا كحد أقصى في المرة الواحدة.</numerusform>
            <numerusform>افحص رقمين تسلسليين كحد أقصى في المرة الواحدة.</numerusform>
            <numerusform>افحص %Ln أرقام تسلسلية كحد أقصى في المرة الواحدة.</numerusform>
            <numerusform>افحص %Ln رقمًا تسلسليًا كحد أقصى في المرة الواحدة.</numerusform>
            <numerusform>افحص %Ln رقم تسلسلي كحد أقصى في المرة الواحدة.</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking serial numbers</source>
        <translation>فحص الأرقام التسلسلية</translation>
    </message>
    <message>
        <source>Choose the customer who wants to return it.</source>
        <translation>اختر العميل الذي يريد إرجاعه.</translation>
    </message>
    <message>
        <source>In stock</source>
        <translation>في المخزون</translation>
    </message>
    <message>
        <source>Returned</source>
        <translation>مُرتجَع</translation>
    </message>
    <message>
        <source>Sold</source>
        <translation>مُباع</translation>
    </message>
    <message>
        <source>The server does not know this item or customer.</source>
        <translation>الخادم لا يعرف هذا الصنف أو العميل.</translation>
    </message>
    <message>
        <source>Type or paste at least one serial number.</source>
        <translation>اكتب أو الصق رقمًا تسلسليًا واحدًا على الأقل.</translation>
    </message>
    <message>
        <source>Type the code of the receive-returns order.</source>
        <translation>اكتب رقم إذن استلام المرتجعات.</translation>
    </message>
    <message>
        <source>Unknown serial</source>
        <translation>رقم تسلسلي غير معروف</translation>
    </message>
</context>
<context>
    <name>SerialCheckDialog</name>
    <message>
        <source>&amp;Return order</source>
        <translation>إذن ال&amp;مرتجع</translation>
    </message>
    <message>
        <source>&amp;Serial numbers</source>
        <translation type="vanished">الأرقام الت&amp;سلسلية</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>فحص</translation>
    </message>
    <message>
        <source>C&amp;ustomer</source>
        <translation>ال&amp;عميل</translation>
    </message>
    <message>
        <source>Can this customer return it?</source>
        <translation>هل يمكن لهذا العميل إرجاعه؟</translation>
    </message>
    <message>
        <source>Chec&amp;k</source>
        <translation>ف&amp;حص</translation>
    </message>
    <message>
        <source>Check result</source>
        <translation>نتيجة الفحص</translation>
    </message>
    <message>
        <source>Check serial numbers</source>
        <translation>فحص الأرقام التسلسلية</translation>
    </message>
    <message>
        <source>Did it come back on this receive-returns order?</source>
        <translation>هل عاد في إذن استلام المرتجعات هذا؟</translation>
    </message>
    <message>
        <source>Item: {item}</source>
        <translation>الصنف: {item}</translation>
    </message>
    <message>
        <source>Not valid</source>
        <translation>غير صالح</translation>
    </message>
    <message>
        <source>One serial number per line (paste a column)</source>
        <translation>رقم تسلسلي واحد في كل سطر (الصق عمودًا)</translation>
    </message>
    <message>
        <source>S&amp;erial numbers</source>
        <translation>الأرقام الت&amp;سلسلية</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>الرقم التسلسلي</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>الحالة</translation>
    </message>
    <message>
        <source>Type a customer</source>
        <translation>اكتب عميلًا</translation>
    </message>
    <message>
        <source>Valid</source>
        <translation>صالح</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>الحكم</translation>
    </message>
    <message>
        <source>Verdicts</source>
        <translation>الأحكام</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>السبب</translation>
    </message>
    <message>
        <source>e.g. RR-2024-0001</source>
        <translation>مثل RR-2024-0001</translation>
    </message>
    <message>
        <source>{valid} of {count} valid</source>
        <translation>{valid} من {count} صالح</translation>
    </message>
</context>
<context>
    <name>ServerCheck</name>
    <message>
        <source>Checking the server</source>
        <translation>فحص الخادم</translation>
    </message>
    <message>
        <source>Could not save {path}: {reason}</source>
        <translation>تعذّر حفظ {path}: {reason}</translation>
    </message>
    <message>
        <source>The check stopped before its end: the server did not answer ({reason}). Below is what it found until then.</source>
        <translation>توقف الفحص قبل نهايته: لم يرد الخادم ({reason}). فيما يلي ما وجده حتى ذلك الحين.</translation>
    </message>
    <message>
        <source>The check stopped: {reason}</source>
        <translation>توقّف الفحص: {reason}</translation>
    </message>
    <message>
        <source>There is no report to save yet.</source>
        <translation>لا يوجد تقرير لحفظه بعد.</translation>
    </message>
    <message>
        <source>asking for an unknown id and for too many rows</source>
        <translation>طلب معرّف غير موجود وعدد صفوف أكبر من المسموح</translation>
    </message>
    <message>
        <source>reading {endpoint}</source>
        <translation>قراءة {endpoint}</translation>
    </message>
</context>
<context>
    <name>ServerCheckDialog</name>
    <message>
        <source>&amp;Close</source>
        <translation>إ&amp;غلاق</translation>
    </message>
    <message>
        <source>Check a&amp;gain</source>
        <translation>افحص &amp;مجددًا</translation>
    </message>
    <message>
        <source>Check this server</source>
        <translation>فحص هذا الخادم</translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="vanished">إغلاق</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>تمّ.</translation>
    </message>
    <message>
        <source>Reads every list of {server} (nothing is changed) and compares the answers with what this app expects. The report is in English so that it can be sent to us as it is; the zip holds no customer&apos;s data.</source>
        <translation>يقرأ كل قائمة من {server} (دون تغيير أي شيء) ويقارن الإجابات بما يتوقعه هذا التطبيق. التقرير بالإنجليزية حتى يمكن إرساله إلينا كما هو؛ والملف المضغوط لا يحوي أي بيانات للعملاء.</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>التقرير</translation>
    </message>
    <message>
        <source>Save as &amp;zip…</source>
        <translation>حفظ كملف م&amp;ضغوط…</translation>
    </message>
    <message>
        <source>Save the report</source>
        <translation>حفظ التقرير</translation>
    </message>
    <message>
        <source>Saved {path}.</source>
        <translation>تم حفظ {path}.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>جارٍ البدء…</translation>
    </message>
    <message>
        <source>Step {number} of {total}: {what}</source>
        <translation>الخطوة {number} من {total}: {what}</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>توقّف.</translation>
    </message>
    <message>
        <source>The report appears here when the check ends.</source>
        <translation>يظهر التقرير هنا عند انتهاء الفحص.</translation>
    </message>
    <message>
        <source>Zip files (*.zip)</source>
        <translation>ملفات مضغوطة (*.zip)</translation>
    </message>
</context>
<context>
    <name>ServiceItemEditorView</name>
    <message>
        <source>&amp;Price</source>
        <translation>السع&amp;ر</translation>
    </message>
    <message>
        <source>&amp;Withholding tax</source>
        <translation>ضريبة ال&amp;استقطاع</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(بلا)</translation>
    </message>
    <message>
        <source>C&amp;ost</source>
        <translation type="vanished">ال&amp;تكلفة</translation>
    </message>
    <message>
        <source>Cod&amp;e</source>
        <translation>ال&amp;كود</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>التكلفة</translation>
    </message>
    <message>
        <source>Delete service item</source>
        <translation>حذف الصنف الخدمي</translation>
    </message>
    <message>
        <source>Delete the service item “{name}” for good? This cannot be undone.</source>
        <translation>هل تريد حذف الصنف الخدمي “{name}” نهائيًا؟ لا يمكن التراجع عن ذلك.</translation>
    </message>
    <message>
        <source>Desc&amp;ription</source>
        <translation type="vanished">ال&amp;وصف</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>الوصف</translation>
    </message>
    <message>
        <source>E&amp;xternal id</source>
        <translation type="vanished">المعرّف ال&amp;خارجي</translation>
    </message>
    <message>
        <source>Externa&amp;l id</source>
        <translation>المعرّف ال&amp;خارجي</translation>
    </message>
    <message>
        <source>Leave empty and the server numbers the item.</source>
        <translation>اتركه فارغًا وسيرقّم الخادم الصنف.</translation>
    </message>
    <message>
        <source>Leave empty to keep the current code.</source>
        <translation>اتركه فارغًا للإبقاء على الكود الحالي.</translation>
    </message>
    <message>
        <source>Only active taxes for any item or for service items are offered: a tax with a sales or purchase account, a withholding tax with a withholding account.</source>
        <translation>تُعرض فقط الضرائب النشطة الصالحة لأي صنف أو للأصناف الخدمية: ضريبة لها حساب مبيعات أو مشتريات، وضريبة استقطاع لها حساب استقطاع.</translation>
    </message>
    <message>
        <source>Optional: the id in another system</source>
        <translation>اختياري: المعرّف في نظام آخر</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>أخرى</translation>
    </message>
    <message>
        <source>T&amp;ax</source>
        <translation type="vanished">ال&amp;ضريبة</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>الضريبة</translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation>الضرائب</translation>
    </message>
    <message>
        <source>{name} (not offered any more)</source>
        <translation>{name} (لم يعد متاحًا)</translation>
    </message>
    <message>
        <source>{name} ({rate}%)</source>
        <translation>{name} ({rate}%)</translation>
    </message>
</context>
<context>
    <name>ServiceItemListView</name>
    <message>
        <source>&amp;Code</source>
        <translation type="vanished">ال&amp;كود</translation>
    </message>
    <message>
        <source>&amp;External id</source>
        <translation>المعرّف ال&amp;خارجي</translation>
    </message>
    <message>
        <source>&amp;New service item</source>
        <translation>صنف خدمي &amp;جديد</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation type="vanished">ب&amp;حث</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>الكود</translation>
    </message>
    <message>
        <source>Code or description…</source>
        <translation>الكود أو الوصف…</translation>
    </message>
    <message>
        <source>Contains…</source>
        <translation>يحتوي على…</translation>
    </message>
    <message>
        <source>Create a service item (Ctrl+N)</source>
        <translation>إنشاء صنف خدمي (Ctrl+N)</translation>
    </message>
    <message>
        <source>Delete service item</source>
        <translation>حذف الصنف الخدمي</translation>
    </message>
    <message>
        <source>Delete the service item “{name}” for good? This cannot be undone.</source>
        <translation>هل تريد حذف الصنف الخدمي “{name}” نهائيًا؟ لا يمكن التراجع عن ذلك.</translation>
    </message>
    <message>
        <source>Descr&amp;iption</source>
        <translation>ال&amp;وصف</translation>
    </message>
    <message>
        <source>Edit the selected service item (Enter)</source>
        <translation>تعديل الصنف الخدمي المحدد (Enter)</translation>
    </message>
    <message>
        <source>Exactly…</source>
        <translation>مطابق تمامًا…</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>بحث</translation>
    </message>
    <message>
        <source>Service items</source>
        <translation>الأصناف الخدمية</translation>
    </message>
    <message>
        <source>The service items could not be loaded. {reason}</source>
        <translation>تعذّر تحميل الأصناف الخدمية. {reason}</translation>
    </message>
    <message>
        <source>service-items</source>
        <translation>الأصناف الخدمية</translation>
    </message>
</context>
<context>
    <name>ServiceItems</name>
    <message numerus="yes">
        <source>%Ln service items</source>
        <translation>
            <numerusform>لا توجد أصناف خدمية</numerusform>
            <numerusform>صنف خدمي واحد</numerusform>
            <numerusform>صنفان خدميان</numerusform>
            <numerusform>%Ln أصناف خدمية</numerusform>
            <numerusform>%Ln صنفًا خدميًا</numerusform>
            <numerusform>%Ln صنف خدمي</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%Ln inactive)</source>
        <translation>
            <numerusform>(لا يوجد غير نشط)</numerusform>
            <numerusform>(واحد غير نشط)</numerusform>
            <numerusform>(اثنان غير نشطين)</numerusform>
            <numerusform>(%Ln غير نشطة)</numerusform>
            <numerusform>(%Ln غير نشط)</numerusform>
            <numerusform>(%Ln غير نشط)</numerusform>
        </translation>
    </message>
    <message>
        <source>Code</source>
        <translation>الكود</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>التكلفة</translation>
    </message>
    <message>
        <source>Deleting service item</source>
        <translation>حذف الصنف الخدمي</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>الوصف</translation>
    </message>
    <message>
        <source>Enter 0 or more.</source>
        <translation>أدخل 0 أو أكثر.</translation>
    </message>
    <message>
        <source>Enter a number, e.g. 250 or 99.5.</source>
        <translation>أدخل رقمًا، مثل 250 أو 99.5.</translation>
    </message>
    <message>
        <source>External id</source>
        <translation>المعرّف الخارجي</translation>
    </message>
    <message>
        <source>Inactive: not offered on new documents.</source>
        <translation>غير نشط: لا يظهر في المستندات الجديدة.</translation>
    </message>
    <message>
        <source>Loading service items</source>
        <translation>تحميل الأصناف الخدمية</translation>
    </message>
    <message>
        <source>Loading taxes</source>
        <translation>تحميل الضرائب</translation>
    </message>
    <message>
        <source>New service item</source>
        <translation>صنف خدمي جديد</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>السعر</translation>
    </message>
    <message>
        <source>Saving service item</source>
        <translation>حفظ الصنف الخدمي</translation>
    </message>
    <message>
        <source>Someone else changed this service item since you opened it ({fields}).</source>
        <translation>عدّل شخص آخر هذا الصنف الخدمي منذ أن فتحته ({fields}).</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>الضريبة</translation>
    </message>
    <message>
        <source>The server cannot be reached: the service item is kept in the outbox and will be sent when it can. You can close this tab.</source>
        <translation>تعذّر الوصول إلى الخادم: الصنف الخدمي محفوظ في صندوق الصادر وسيُرسل عندما يتاح ذلك. يمكنك إغلاق هذا التبويب.</translation>
    </message>
    <message>
        <source>The server did not save the service item.</source>
        <translation>لم يحفظ الخادم الصنف الخدمي.</translation>
    </message>
    <message>
        <source>The server&apos;s answer was lost: the outbox checks whether the service item was saved before sending anything again. See View › Drafts and outbox.</source>
        <translation>ضاع رد الخادم: يتحقق صندوق الصادر مما إذا كان الصنف الخدمي قد حُفظ قبل إرسال أي شيء مرة أخرى. راجع عرض › المسودات وصندوق الصادر.</translation>
    </message>
    <message>
        <source>The taxes could not be loaded: {reason}</source>
        <translation>تعذّر تحميل الضرائب: {reason}</translation>
    </message>
    <message>
        <source>Withholding tax</source>
        <translation>ضريبة الاستقطاع</translation>
    </message>
    <message>
        <source>active</source>
        <translation>نشط</translation>
    </message>
    <message>
        <source>code</source>
        <translation>الكود</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>التكلفة</translation>
    </message>
    <message>
        <source>description</source>
        <translation>الوصف</translation>
    </message>
    <message>
        <source>external id</source>
        <translation>المعرّف الخارجي</translation>
    </message>
    <message>
        <source>price</source>
        <translation>السعر</translation>
    </message>
    <message>
        <source>tax</source>
        <translation>الضريبة</translation>
    </message>
    <message>
        <source>withholding tax</source>
        <translation>ضريبة الاستقطاع</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Alt+letter</source>
        <translation>Alt+حرف</translation>
    </message>
    <message>
        <source>Close a popup or dialog</source>
        <translation>إغلاق قائمة منبثقة أو نافذة حوار</translation>
    </message>
    <message>
        <source>Delete the selected row</source>
        <translation>حذف الصف المحدد</translation>
    </message>
    <message>
        <source>Everywhere</source>
        <translation>في كل مكان</translation>
    </message>
    <message>
        <source>Forms and grids</source>
        <translation>النماذج والجداول</translation>
    </message>
    <message>
        <source>Go to the first … eighth tab; Ctrl+9: the last tab</source>
        <translation>الانتقال إلى التبويب الأول … الثامن؛ Ctrl+9: التبويب الأخير</translation>
    </message>
    <message>
        <source>Load the list again</source>
        <translation>إعادة تحميل القائمة</translation>
    </message>
    <message>
        <source>New record</source>
        <translation>سجل جديد</translation>
    </message>
    <message>
        <source>Next field or cell</source>
        <translation>الحقل أو الخلية التالية</translation>
    </message>
    <message>
        <source>Open the picker of the current cell</source>
        <translation>فتح قائمة الاختيار للخلية الحالية</translation>
    </message>
    <message>
        <source>Open the selected row</source>
        <translation>فتح الصف المحدد</translation>
    </message>
    <message>
        <source>Press the button, or go to the field, with that underlined letter</source>
        <translation>الضغط على الزر أو الانتقال إلى الحقل الذي يحمل ذلك الحرف المسطّر</translation>
    </message>
    <message>
        <source>Previous field or cell</source>
        <translation>الحقل أو الخلية السابقة</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>طباعة</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>حفظ</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>بحث</translation>
    </message>
</context>
<context>
    <name>ShortcutsHelpDialog</name>
    <message>
        <source>Does</source>
        <translation>الوظيفة</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>اختصارات لوحة المفاتيح</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>المفاتيح</translation>
    </message>
    <message>
        <source>Keys of the window and of the tab you are in.</source>
        <translation>مفاتيح النافذة والتبويب الذي أنت فيه.</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>المكان</translation>
    </message>
</context>
<context>
    <name>StandardButtons</name>
    <message>
        <source>&amp;Cancel</source>
        <translation>إل&amp;غاء</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>إ&amp;غلاق</translation>
    </message>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;حسنًا</translation>
    </message>
</context>
<context>
    <name>StatementLayout</name>
    <message>
        <source>Account type</source>
        <translation>نوع الحساب</translation>
    </message>
    <message>
        <source>Cannot read {file}: {reason}</source>
        <translation>تعذرت قراءة {file}: {reason}</translation>
    </message>
    <message>
        <source>Cannot save the layout: {reason}</source>
        <translation>تعذر حفظ التنسيق: {reason}</translation>
    </message>
    <message>
        <source>Cannot write {file}: {reason}</source>
        <translation>تعذرت كتابة {file}: {reason}</translation>
    </message>
    <message>
        <source>Chart of accounts</source>
        <translation>دليل الحسابات</translation>
    </message>
    <message>
        <source>Default (type and chart)</source>
        <translation>الافتراضي (النوع والدليل)</translation>
    </message>
    <message>
        <source>Moved (node {node})</source>
        <translation>منقول (المجموعة {node})</translation>
    </message>
    <message>
        <source>Moved (this account)</source>
        <translation>منقول (هذا الحساب)</translation>
    </message>
    <message>
        <source>No account&apos;s code starts with {code}.</source>
        <translation>لا يبدأ كود أي حساب بـ {code}.</translation>
    </message>
    <message>
        <source>No section found</source>
        <translation>لم يُعثر على قسم</translation>
    </message>
    <message>
        <source>This profile has no folder to keep it in.</source>
        <translation>لا يوجد لهذا الملف الشخصي مجلد لحفظه فيه.</translation>
    </message>
    <message>
        <source>{file} is not a statement layout: {reason}</source>
        <translation>{file} ليس تنسيق قوائم: {reason}</translation>
    </message>
</context>
<context>
    <name>StatementLayoutDialog</name>
    <message numerus="yes">
        <source>%Ln account(s) unassigned: listed apart in the statements.</source>
        <translation>
            <numerusform>لا حسابات غير مصنّفة.</numerusform>
            <numerusform>حساب واحد غير مصنّف: مدرج على حدة في القوائم.</numerusform>
            <numerusform>حسابان غير مصنّفين: مدرجان على حدة في القوائم.</numerusform>
            <numerusform>%Ln حسابات غير مصنّفة: مدرجة على حدة في القوائم.</numerusform>
            <numerusform>%Ln حسابًا غير مصنّف: مدرجة على حدة في القوائم.</numerusform>
            <numerusform>%Ln حساب غير مصنّف: مدرجة على حدة في القوائم.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;تصدير…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>ا&amp;ستيراد…</translation>
    </message>
    <message>
        <source>&amp;Move selected accounts</source>
        <translation>ا&amp;نقل الحسابات المحددة</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>إ&amp;عادة الضبط</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;حفظ</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>إ&amp;لى</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>الحساب</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>الكود</translation>
    </message>
    <message>
        <source>Each account is in one section of the profit and loss or the balance sheet: by its type, else by its place in the chart. Move an account, or every account under a node of the chart (the start of their codes).</source>
        <translation>كل حساب في قسم واحد من قائمة الأرباح والخسائر أو الميزانية: حسب نوعه، وإلا حسب موضعه في الدليل. انقل حسابًا، أو كل الحسابات تحت مجموعة من الدليل (بداية أكوادها).</translation>
    </message>
    <message>
        <source>Every account is in a section.</source>
        <translation>كل حساب في قسم.</translation>
    </message>
    <message>
        <source>Export the statement layout</source>
        <translation>تصدير تنسيق القوائم</translation>
    </message>
    <message>
        <source>Import a statement layout</source>
        <translation>استيراد تنسيق قوائم</translation>
    </message>
    <message>
        <source>Move &amp;node</source>
        <translation>انقل الم&amp;جموعة</translation>
    </message>
    <message>
        <source>No&amp;de code</source>
        <translation type="vanished">&amp;كود المجموعة</translation>
    </message>
    <message>
        <source>Nod&amp;e code</source>
        <translation>&amp;كود المجموعة</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>القسم</translation>
    </message>
    <message>
        <source>Select the accounts to move first.</source>
        <translation>حدد الحسابات المراد نقلها أولًا.</translation>
    </message>
    <message>
        <source>Statement layout</source>
        <translation>تنسيق القوائم المالية</translation>
    </message>
    <message>
        <source>Statement layouts (*.json)</source>
        <translation>تنسيقات القوائم (*.json)</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>السبب</translation>
    </message>
    <message>
        <source>e.g. 52</source>
        <translation>مثلًا 52</translation>
    </message>
</context>
<context>
    <name>StockItemEditor</name>
    <message numerus="yes">
        <source>%Ln items linked to this grouping item.</source>
        <translation>
            <numerusform>لم يُربط أي صنف بهذا الصنف التجميعي.</numerusform>
            <numerusform>رُبط صنف واحد بهذا الصنف التجميعي.</numerusform>
            <numerusform>رُبط صنفان بهذا الصنف التجميعي.</numerusform>
            <numerusform>رُبطت %Ln أصناف بهذا الصنف التجميعي.</numerusform>
            <numerusform>رُبط %Ln صنفًا بهذا الصنف التجميعي.</numerusform>
            <numerusform>رُبط %Ln صنف بهذا الصنف التجميعي.</numerusform>
        </translation>
    </message>
    <message>
        <source>Active</source>
        <translation>نشط</translation>
    </message>
    <message>
        <source>Brand</source>
        <translation>العلامة التجارية</translation>
    </message>
    <message>
        <source>Classification</source>
        <translation>التصنيف</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>الكود</translation>
    </message>
    <message>
        <source>Data sheet</source>
        <translation>ورقة البيانات</translation>
    </message>
    <message>
        <source>Dealer price</source>
        <translation>سعر الموزع</translation>
    </message>
    <message>
        <source>Deleting stock item</source>
        <translation>حذف الصنف المخزني</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>الوصف</translation>
    </message>
    <message>
        <source>Dynamic properties are turned off for this organization.</source>
        <translation>الخصائص الديناميكية غير مفعّلة لهذه المؤسسة.</translation>
    </message>
    <message>
        <source>Enter a number, e.g. 12.50.</source>
        <translation>أدخل رقمًا، مثل 12.50.</translation>
    </message>
    <message>
        <source>External id</source>
        <translation>المعرّف الخارجي</translation>
    </message>
    <message>
        <source>Loading dynamic properties</source>
        <translation>تحميل الخصائص الديناميكية</translation>
    </message>
    <message>
        <source>Loading the dynamic properties…</source>
        <translation>جارٍ تحميل الخصائص الديناميكية…</translation>
    </message>
    <message>
        <source>Minimum price</source>
        <translation>أقل سعر</translation>
    </message>
    <message>
        <source>New stock item</source>
        <translation>صنف مخزني جديد</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>ملاحظة</translation>
    </message>
    <message>
        <source>OE number</source>
        <translation>رقم المصنّع الأصلي (OE)</translation>
    </message>
    <message>
        <source>Other-language description</source>
        <translation>الوصف باللغة الأخرى</translation>
    </message>
    <message>
        <source>Part number</source>
        <translation>رقم القطعة</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>السعر</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>سعر الشراء</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>رمز التخزين (SKU)</translation>
    </message>
    <message>
        <source>Saving stock item</source>
        <translation>حفظ الصنف المخزني</translation>
    </message>
    <message>
        <source>Someone else changed this item since you opened it ({fields}).</source>
        <translation>عدّل شخص آخر هذا الصنف منذ أن فتحته ({fields}).</translation>
    </message>
    <message>
        <source>Super dealer price</source>
        <translation>سعر كبار الموزعين</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>الضريبة</translation>
    </message>
    <message>
        <source>The dynamic properties could not be loaded: {reason}</source>
        <translation>تعذّر تحميل الخصائص الديناميكية: {reason}</translation>
    </message>
    <message>
        <source>The item is now inactive.</source>
        <translation>أصبح الصنف الآن غير نشط.</translation>
    </message>
    <message>
        <source>The item was not deleted. {reason}</source>
        <translation>لم يُحذف الصنف. {reason}</translation>
    </message>
    <message>
        <source>The server cannot be reached: the item is kept in the outbox and will be sent when it can. You can close this tab.</source>
        <translation>تعذّر الوصول إلى الخادم: الصنف محفوظ في صندوق الصادر وسيُرسل عندما يتاح ذلك. يمكنك إغلاق هذا التبويب.</translation>
    </message>
    <message>
        <source>The server did not save the item.</source>
        <translation>لم يحفظ الخادم الصنف.</translation>
    </message>
    <message>
        <source>The server&apos;s answer was lost: the outbox checks whether the item was saved before sending anything again. See View › Drafts and outbox.</source>
        <translation>ضاع رد الخادم: يتحقق صندوق الصادر مما إذا كان الصنف قد حُفظ قبل إرسال أي شيء مرة أخرى. راجع عرض › المسودات وصندوق الصادر.</translation>
    </message>
    <message>
        <source>Warranty</source>
        <translation>الضمان</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>الوزن</translation>
    </message>
</context>
<context>
    <name>StockItemEditorView</name>
    <message>
        <source>&amp;Brand</source>
        <translation>العلام&amp;ة التجارية</translation>
    </message>
    <message>
        <source>&amp;Link as child</source>
        <translation>ربط &amp;كصنف فرعي</translation>
    </message>
    <message>
        <source>&amp;Minimum sale price</source>
        <translation type="vanished">أقل سعر &amp;بيع</translation>
    </message>
    <message>
        <source>&amp;Note</source>
        <translation type="vanished">ملاح&amp;ظة</translation>
    </message>
    <message>
        <source>&amp;Part number</source>
        <translation>رقم الق&amp;طعة</translation>
    </message>
    <message>
        <source>&amp;Price (end user)</source>
        <translation>السعر (المسته&amp;لك)</translation>
    </message>
    <message>
        <source>&amp;Weight</source>
        <translation>ال&amp;وزن</translation>
    </message>
    <message>
        <source>(no brand)</source>
        <translation>(بلا علامة تجارية)</translation>
    </message>
    <message>
        <source>(no tax)</source>
        <translation>(بلا ضريبة)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(بلا)</translation>
    </message>
    <message>
        <source>Active: can be put on new documents</source>
        <translation>نشط: يمكن وضعه في المستندات الجديدة</translation>
    </message>
    <message>
        <source>Average cost</source>
        <translation>متوسط التكلفة</translation>
    </message>
    <message>
        <source>Base units in one</source>
        <translation>عدد الوحدات الأساسية في الوحدة</translation>
    </message>
    <message>
        <source>C&amp;lassification</source>
        <translation>التصن&amp;يف</translation>
    </message>
    <message>
        <source>C&amp;ode</source>
        <translation type="vanished">ال&amp;كود</translation>
    </message>
    <message>
        <source>Chec&amp;k serial numbers…</source>
        <translation>فحص الأ&amp;رقام التسلسلية…</translation>
    </message>
    <message>
        <source>Child items</source>
        <translation>الأصناف الفرعية</translation>
    </message>
    <message>
        <source>Choose the item to link first.</source>
        <translation>اختر الصنف المراد ربطه أولًا.</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>الكود</translation>
    </message>
    <message>
        <source>Cost (kept by the server)</source>
        <translation>التكلفة (يحسبها الخادم)</translation>
    </message>
    <message>
        <source>D&amp;ealer price</source>
        <translation>سعر المو&amp;زع</translation>
    </message>
    <message>
        <source>Data sh&amp;eet</source>
        <translation>ورقة البي&amp;انات</translation>
    </message>
    <message>
        <source>Deact&amp;ivate</source>
        <translation>إي&amp;قاف</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>افتراضي</translation>
    </message>
    <message>
        <source>Delete stock item</source>
        <translation>حذف الصنف المخزني</translation>
    </message>
    <message>
        <source>Delete the item “{name}” for good? This cannot be undone.</source>
        <translation>هل تريد حذف الصنف “{name}” نهائيًا؟ لا يمكن التراجع عن ذلك.</translation>
    </message>
    <message>
        <source>Desc&amp;ription</source>
        <translation type="vanished">ال&amp;وصف</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>الوصف</translation>
    </message>
    <message>
        <source>E&amp;xternal id</source>
        <translation type="vanished">المعرّف ال&amp;خارجي</translation>
    </message>
    <message>
        <source>External id</source>
        <translation>المعرّف الخارجي</translation>
    </message>
    <message>
        <source>Fill the batch number from the expiry date</source>
        <translation>تعبئة رقم التشغيلة من تاريخ الصلاحية</translation>
    </message>
    <message>
        <source>General</source>
        <translation>عام</translation>
    </message>
    <message>
        <source>Grouping</source>
        <translation>التجميع</translation>
    </message>
    <message>
        <source>Grouping and tax</source>
        <translation>التجميع والضريبة</translation>
    </message>
    <message>
        <source>Grouping item (has child items, e.g. sizes or colours)</source>
        <translation>صنف تجميعي (له أصناف فرعية، مثل المقاسات أو الألوان)</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>النوع</translation>
    </message>
    <message>
        <source>Last cost</source>
        <translation>آخر تكلفة</translation>
    </message>
    <message>
        <source>Leave empty where the organization numbers items itself</source>
        <translation>اتركه فارغًا إذا كانت المؤسسة ترقّم الأصناف تلقائيًا</translation>
    </message>
    <message>
        <source>Link &amp;an item</source>
        <translation type="vanished">ربط &amp;صنف</translation>
    </message>
    <message>
        <source>Link an item</source>
        <translation>ربط صنف</translation>
    </message>
    <message>
        <source>Make the item inactive at once (it stays in the history)</source>
        <translation>جعل الصنف غير نشط فورًا (يبقى في السجل التاريخي)</translation>
    </message>
    <message>
        <source>Minimum sale price</source>
        <translation>أقل سعر بيع</translation>
    </message>
    <message>
        <source>Needs a batch number on receipts and issues</source>
        <translation>يحتاج إلى رقم تشغيلة في الاستلام والصرف</translation>
    </message>
    <message>
        <source>Needs an expiry date</source>
        <translation>يحتاج إلى تاريخ صلاحية</translation>
    </message>
    <message>
        <source>No classification matches “{text}”. Pick one from the list.</source>
        <translation>لا يوجد تصنيف يطابق “{text}”. اختر من القائمة.</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>ملاحظة</translation>
    </message>
    <message>
        <source>OE &amp;number</source>
        <translation type="vanished">رقم المصنّع الأ&amp;صلي (OE)</translation>
    </message>
    <message>
        <source>OE number</source>
        <translation>رقم المصنّع الأصلي (OE)</translation>
    </message>
    <message>
        <source>Only taxes that apply to any item or to stock items.</source>
        <translation>فقط الضرائب التي تنطبق على أي صنف أو على الأصناف المخزنية.</translation>
    </message>
    <message>
        <source>Other-language d&amp;escription</source>
        <translation>الوصف &amp;باللغة الأخرى</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>السعر</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>الأسعار</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>الخصائص</translation>
    </message>
    <message>
        <source>Pu&amp;rchase price</source>
        <translation type="vanished">سعر ال&amp;شراء</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>سعر الشراء</translation>
    </message>
    <message>
        <source>S&amp;uper dealer price</source>
        <translation>سعر &amp;كبار الموزعين</translation>
    </message>
    <message>
        <source>SK&amp;U</source>
        <translation>رم&amp;ز التخزين</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>رمز التخزين (SKU)</translation>
    </message>
    <message>
        <source>Save the item (Ctrl+S)</source>
        <translation>حفظ الصنف (Ctrl+S)</translation>
    </message>
    <message>
        <source>Save the item as a grouping item first; then link existing items to it.</source>
        <translation>احفظ الصنف كصنف تجميعي أولًا؛ ثم اربط به الأصناف الموجودة.</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>الحالة</translation>
    </message>
    <message>
        <source>Stock and units</source>
        <translation>المخزون والوحدات</translation>
    </message>
    <message>
        <source>Stock item pages</source>
        <translation>صفحات الصنف</translation>
    </message>
    <message>
        <source>T&amp;ax</source>
        <translation type="vanished">ال&amp;ضريبة</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>الضريبة</translation>
    </message>
    <message>
        <source>The unit chain is kept as it is on the server; it is sent back unchanged when you save.</source>
        <translation>تبقى سلسلة الوحدات كما هي على الخادم؛ وتُرسل دون تغيير عند الحفظ.</translation>
    </message>
    <message>
        <source>This organization has no dynamic properties.</source>
        <translation>لا توجد خصائص ديناميكية لهذه المؤسسة.</translation>
    </message>
    <message>
        <source>Tracked by serial number</source>
        <translation>يُتتبع بالرقم التسلسلي</translation>
    </message>
    <message>
        <source>Tracking</source>
        <translation>التتبع</translation>
    </message>
    <message>
        <source>Type a classification code or name</source>
        <translation>اكتب كود التصنيف أو اسمه</translation>
    </message>
    <message>
        <source>Type an item&apos;s code or name</source>
        <translation>اكتب كود الصنف أو اسمه</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>الوحدة</translation>
    </message>
    <message>
        <source>Units of measure</source>
        <translation>وحدات القياس</translation>
    </message>
    <message>
        <source>W&amp;arranty</source>
        <translation type="vanished">ال&amp;ضمان</translation>
    </message>
    <message>
        <source>Warrant&amp;y</source>
        <translation>الضما&amp;ن</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>نعم</translation>
    </message>
</context>
<context>
    <name>StockItemListView</name>
    <message>
        <source>&amp;Back to cached list</source>
        <translation>العودة إلى ال&amp;قائمة المخزنة</translation>
    </message>
    <message>
        <source>&amp;Classification</source>
        <translation type="vanished">التص&amp;نيف</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>ح&amp;ذف</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>ح&amp;ذف…</translation>
    </message>
    <message>
        <source>&amp;New item</source>
        <translation>صنف &amp;جديد</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;فتح</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;تحديث</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation type="vanished">&amp;بحث</translation>
    </message>
    <message>
        <source>Active and inactive</source>
        <translation>النشط وغير النشط</translation>
    </message>
    <message>
        <source>Active only</source>
        <translation>النشط فقط</translation>
    </message>
    <message>
        <source>All classifications</source>
        <translation>كل التصنيفات</translation>
    </message>
    <message>
        <source>Ask the server (Enter in the value field)</source>
        <translation>الاستعلام من الخادم (Enter في حقل القيمة)</translation>
    </message>
    <message>
        <source>Changed since</source>
        <translation>عُدِّل منذ</translation>
    </message>
    <message>
        <source>Chec&amp;k serial numbers…</source>
        <translation>فحص الأ&amp;رقام التسلسلية…</translation>
    </message>
    <message>
        <source>Class&amp;ification</source>
        <translation>التصن&amp;يف</translation>
    </message>
    <message>
        <source>Classification to look up</source>
        <translation>التصنيف المراد البحث فيه</translation>
    </message>
    <message>
        <source>Codes separated by commas</source>
        <translation>أكواد مفصولة بفواصل</translation>
    </message>
    <message>
        <source>Create a stock item (Ctrl+N)</source>
        <translation>إنشاء صنف مخزني (Ctrl+N)</translation>
    </message>
    <message>
        <source>Delete stock item</source>
        <translation>حذف الصنف المخزني</translation>
    </message>
    <message>
        <source>Delete the item “{name}” for good? This cannot be undone.</source>
        <translation>هل تريد حذف الصنف “{name}” نهائيًا؟ لا يمكن التراجع عن ذلك.</translation>
    </message>
    <message>
        <source>Delete the selected item (Delete)</source>
        <translation>حذف الصنف المحدد (Delete)</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>إخفاء</translation>
    </message>
    <message>
        <source>Edit the selected item (Enter)</source>
        <translation>تعديل الصنف المحدد (Enter)</translation>
    </message>
    <message>
        <source>Exact value (as stored)</source>
        <translation>القيمة بالضبط (كما هي محفوظة)</translation>
    </message>
    <message>
        <source>External ids separated by commas</source>
        <translation>معرّفات خارجية مفصولة بفواصل</translation>
    </message>
    <message>
        <source>Filter by classification</source>
        <translation>التصفية حسب التصنيف</translation>
    </message>
    <message>
        <source>Filter by status</source>
        <translation>التصفية حسب الحالة</translation>
    </message>
    <message>
        <source>Ids separated by commas, e.g. 12, 40</source>
        <translation>معرّفات مفصولة بفواصل، مثل 12، 40</translation>
    </message>
    <message>
        <source>Inactive only</source>
        <translation>غير النشط فقط</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>جارٍ التحميل…</translation>
    </message>
    <message>
        <source>Look &amp;up</source>
        <translation>بح&amp;ث</translation>
    </message>
    <message>
        <source>Look up on the server by</source>
        <translation>البحث على الخادم حسب</translation>
    </message>
    <message>
        <source>Number of items</source>
        <translation>عدد الأصناف</translation>
    </message>
    <message>
        <source>Part numbers separated by commas</source>
        <translation>أرقام قطع مفصولة بفواصل</translation>
    </message>
    <message>
        <source>Part of the description (optional)</source>
        <translation>جزء من الوصف (اختياري)</translation>
    </message>
    <message>
        <source>Read the list again (F5)</source>
        <translation>قراءة القائمة مرة أخرى (F5)</translation>
    </message>
    <message>
        <source>S&amp;earch</source>
        <translation>&amp;بحث</translation>
    </message>
    <message>
        <source>Search code, SKU, part number or description (Arabic too)…</source>
        <translation>ابحث بالكود أو رمز التخزين أو رقم القطعة أو الوصف (بالعربية أيضًا)…</translation>
    </message>
    <message>
        <source>Search items</source>
        <translation>البحث في الأصناف</translation>
    </message>
    <message>
        <source>Server &amp;lookup</source>
        <translation>البحث على ال&amp;خادم</translation>
    </message>
    <message>
        <source>St&amp;atus</source>
        <translation type="vanished">ال&amp;حالة</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>الحالة</translation>
    </message>
    <message>
        <source>Stock items</source>
        <translation>الأصناف المخزنية</translation>
    </message>
    <message>
        <source>The items could not be loaded. {reason}</source>
        <translation>تعذّر تحميل الأصناف. {reason}</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>حاول مرة أخرى</translation>
    </message>
    <message>
        <source>Value to look up</source>
        <translation>القيمة المراد البحث عنها</translation>
    </message>
    <message>
        <source>Where the list comes from</source>
        <translation>مصدر القائمة</translation>
    </message>
    <message>
        <source>stock-items</source>
        <translation>الأصناف المخزنية</translation>
    </message>
</context>
<context>
    <name>StockItems</name>
    <message numerus="yes">
        <source>%Ln items found on the server</source>
        <translation>
            <numerusform>لم يُعثر على أصناف على الخادم</numerusform>
            <numerusform>عُثر على صنف واحد على الخادم</numerusform>
            <numerusform>عُثر على صنفين على الخادم</numerusform>
            <numerusform>عُثر على %Ln أصناف على الخادم</numerusform>
            <numerusform>عُثر على %Ln صنفًا على الخادم</numerusform>
            <numerusform>عُثر على %Ln صنف على الخادم</numerusform>
        </translation>
    </message>
    <message>
        <source>(the first {limit} only)</source>
        <translation>(أول {limit} فقط)</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>نشط</translation>
    </message>
    <message>
        <source>Balances could not be loaded. {reason}</source>
        <translation>تعذّر تحميل الأرصدة. {reason}</translation>
    </message>
    <message>
        <source>Cached list (works offline; updated {when}). Grouping items are found with a server lookup.</source>
        <translation>قائمة مخزنة (تعمل دون اتصال؛ حُدِّثت {when}). الأصناف التجميعية يُعثر عليها بالبحث على الخادم.</translation>
    </message>
    <message>
        <source>Cached list: the items are being downloaded; the list fills in as they come.</source>
        <translation>قائمة مخزنة: يجري تنزيل الأصناف؛ وتمتلئ القائمة مع وصولها.</translation>
    </message>
    <message>
        <source>Choose a classification.</source>
        <translation>اختر تصنيفًا.</translation>
    </message>
    <message>
        <source>Classification</source>
        <translation>التصنيف</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>الكود</translation>
    </message>
    <message>
        <source>Code is</source>
        <translation>الكود يساوي</translation>
    </message>
    <message>
        <source>Codes (list)</source>
        <translation>الأكواد (قائمة)</translation>
    </message>
    <message>
        <source>Deleting stock item</source>
        <translation>حذف الصنف المخزني</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>الوصف</translation>
    </message>
    <message>
        <source>Description contains / changed since</source>
        <translation>الوصف يحتوي على / عُدِّل منذ</translation>
    </message>
    <message>
        <source>External id</source>
        <translation>المعرّف الخارجي</translation>
    </message>
    <message>
        <source>External id is</source>
        <translation>المعرّف الخارجي يساوي</translation>
    </message>
    <message>
        <source>External ids (list)</source>
        <translation>المعرّفات الخارجية (قائمة)</translation>
    </message>
    <message>
        <source>Ids (list)</source>
        <translation>المعرّفات (قائمة)</translation>
    </message>
    <message>
        <source>Ids are whole numbers above 0.</source>
        <translation>المعرّفات أعداد صحيحة أكبر من 0.</translation>
    </message>
    <message>
        <source>In classification</source>
        <translation>في التصنيف</translation>
    </message>
    <message>
        <source>Inactive: cannot be put on new documents.</source>
        <translation>غير نشط: لا يمكن وضعه في المستندات الجديدة.</translation>
    </message>
    <message>
        <source>Loading balances</source>
        <translation>تحميل الأرصدة</translation>
    </message>
    <message>
        <source>Loading stock items</source>
        <translation>تحميل الأصناف المخزنية</translation>
    </message>
    <message>
        <source>Looking up stock items</source>
        <translation>البحث عن الأصناف المخزنية</translation>
    </message>
    <message>
        <source>No</source>
        <translation>لا</translation>
    </message>
    <message>
        <source>Opening stock item</source>
        <translation>فتح الصنف المخزني</translation>
    </message>
    <message>
        <source>Part number</source>
        <translation>رقم القطعة</translation>
    </message>
    <message>
        <source>Part number is</source>
        <translation>رقم القطعة يساوي</translation>
    </message>
    <message>
        <source>Part numbers (list)</source>
        <translation>أرقام القطع (قائمة)</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>السعر</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>رمز التخزين (SKU)</translation>
    </message>
    <message>
        <source>SKU is</source>
        <translation>رمز التخزين يساوي</translation>
    </message>
    <message>
        <source>Server lookup: {what}</source>
        <translation>البحث على الخادم: {what}</translation>
    </message>
    <message>
        <source>Server lookup: {what}…</source>
        <translation>البحث على الخادم: {what}…</translation>
    </message>
    <message>
        <source>The item could not be opened. {reason}</source>
        <translation>تعذّر فتح الصنف. {reason}</translation>
    </message>
    <message>
        <source>The item still has stock, serial numbers, lines on documents or child items. Deactivate it instead: it stays in the history but cannot be used on new documents.</source>
        <translation>لا يزال للصنف مخزون أو أرقام تسلسلية أو أسطر في مستندات أو أصناف فرعية. أوقفه بدلًا من ذلك: يبقى في السجل التاريخي لكن لا يمكن استخدامه في المستندات الجديدة.</translation>
    </message>
    <message>
        <source>Type or paste the values, separated by commas.</source>
        <translation>اكتب القيم أو الصقها، مفصولة بفواصل.</translation>
    </message>
    <message>
        <source>Type part of the description, or a date, or both.</source>
        <translation>اكتب جزءًا من الوصف، أو تاريخًا، أو كليهما.</translation>
    </message>
    <message>
        <source>Type the value to look up.</source>
        <translation>اكتب القيمة المراد البحث عنها.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>نعم</translation>
    </message>
    <message>
        <source>{description} (grouping item)</source>
        <translation>{description} (صنف تجميعي)</translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %Ln items</source>
        <translation>
            <numerusform>{shown} من %Ln صنف</numerusform>
            <numerusform>{shown} من صنف واحد</numerusform>
            <numerusform>{shown} من صنفين</numerusform>
            <numerusform>{shown} من %Ln أصناف</numerusform>
            <numerusform>{shown} من %Ln صنفًا</numerusform>
            <numerusform>{shown} من %Ln صنف</numerusform>
        </translation>
    </message>
    <message>
        <source>“{name}” was not deleted. {reason}</source>
        <translation>لم يتم حذف “{name}”. {reason}</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Not saved: the disk of this computer is full, so the request could not be kept for sending. Free some space and save again; nothing was sent.</source>
        <translation>لم يُحفظ: قرص هذا الحاسوب ممتلئ، فتعذّر الاحتفاظ بالطلب لإرساله. أفرِغ بعض المساحة واحفظ مرة أخرى؛ لم يُرسل شيء.</translation>
    </message>
    <message>
        <source>Not saved: the local data file of this computer refused the request. Save again in a moment; nothing was sent.</source>
        <translation>لم يُحفظ: رفض ملف البيانات المحلي على هذا الحاسوب الطلب. احفظ مرة أخرى بعد لحظة؛ لم يُرسل شيء.</translation>
    </message>
    <message>
        <source>Outbox waiting: the disk of this computer is full</source>
        <translation>صندوق الإرسال ينتظر: قرص هذا الحاسوب ممتلئ</translation>
    </message>
    <message>
        <source>Outbox waiting: the local data file cannot be written</source>
        <translation>صندوق الإرسال ينتظر: تتعذّر الكتابة في ملف البيانات المحلي</translation>
    </message>
    <message>
        <source>The disk of this computer is full: your latest changes are not saved as a draft yet. Keep this window open and free some space; what you type stays here and is saved as soon as there is room.</source>
        <translation>قرص هذا الحاسوب ممتلئ: آخر تغييراتك لم تُحفظ بعد كمسودة. أبقِ هذه النافذة مفتوحة وأفرِغ بعض المساحة؛ ما تكتبه يبقى هنا ويُحفظ حين تتوفر مساحة.</translation>
    </message>
    <message>
        <source>Your latest changes could not be written on this computer (the local data file refused them). Keep this window open; they are saved again at your next change.</source>
        <translation>تعذّرت كتابة آخر تغييراتك على هذا الحاسوب (رفضها ملف البيانات المحلي). أبقِ هذه النافذة مفتوحة؛ ستُحفظ مرة أخرى عند تغييرك التالي.</translation>
    </message>
</context>
<context>
    <name>SuggestionList</name>
    <message>
        <source>Suggestions</source>
        <translation>اقتراحات</translation>
    </message>
    <message>
        <source>Suggestions closed</source>
        <translation>أُغلقت الاقتراحات</translation>
    </message>
    <message>
        <source>Suggestions for {field}</source>
        <translation>اقتراحات للحقل: {field}</translation>
    </message>
    <message>
        <source>{suggestion}, {position} of {count}</source>
        <translation>{suggestion}، {position} من {count}</translation>
    </message>
</context>
<context>
    <name>Sync</name>
    <message numerus="yes">
        <source>%Ln being checked</source>
        <translation>
            <numerusform>لا شيء قيد التحقق</numerusform>
            <numerusform>واحد قيد التحقق</numerusform>
            <numerusform>اثنان قيد التحقق</numerusform>
            <numerusform>%Ln قيد التحقق</numerusform>
            <numerusform>%Ln قيد التحقق</numerusform>
            <numerusform>%Ln قيد التحقق</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln need attention</source>
        <translation>
            <numerusform>لا شيء يحتاج إلى انتباه</numerusform>
            <numerusform>واحد يحتاج إلى انتباه</numerusform>
            <numerusform>اثنان يحتاجان إلى انتباه</numerusform>
            <numerusform>%Ln تحتاج إلى انتباه</numerusform>
            <numerusform>%Ln تحتاج إلى انتباه</numerusform>
            <numerusform>%Ln تحتاج إلى انتباه</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln to send</source>
        <translation>
            <numerusform>لا شيء للإرسال</numerusform>
            <numerusform>واحد للإرسال</numerusform>
            <numerusform>اثنان للإرسال</numerusform>
            <numerusform>%Ln للإرسال</numerusform>
            <numerusform>%Ln للإرسال</numerusform>
            <numerusform>%Ln للإرسال</numerusform>
        </translation>
    </message>
    <message>
        <source>Lists from cache (sync failed)</source>
        <translation>القوائم من الذاكرة المخزنة (فشلت المزامنة)</translation>
    </message>
    <message>
        <source>Lists up to date ({time})</source>
        <translation>القوائم محدّثة ({time})</translation>
    </message>
    <message>
        <source>Outbox empty</source>
        <translation>صندوق الصادر فارغ</translation>
    </message>
    <message>
        <source>Outbox: {parts}</source>
        <translation>صندوق الصادر: {parts}</translation>
    </message>
    <message>
        <source>Sending the outbox</source>
        <translation>إرسال صندوق الصادر</translation>
    </message>
    <message>
        <source>Syncing</source>
        <translation>المزامنة</translation>
    </message>
    <message>
        <source>Syncing {list}: {rows}</source>
        <translation>مزامنة {list}: {rows}</translation>
    </message>
    <message>
        <source>accounts</source>
        <translation>الحسابات</translation>
    </message>
    <message>
        <source>brands</source>
        <translation>العلامات التجارية</translation>
    </message>
    <message>
        <source>cities</source>
        <translation>المدن</translation>
    </message>
    <message>
        <source>classifications</source>
        <translation>التصنيفات</translation>
    </message>
    <message>
        <source>customers</source>
        <translation>العملاء</translation>
    </message>
    <message>
        <source>districts</source>
        <translation>الأحياء</translation>
    </message>
    <message>
        <source>e-invoice tax types</source>
        <translation>أنواع ضرائب الفاتورة الإلكترونية</translation>
    </message>
    <message>
        <source>sales persons</source>
        <translation>مندوبي المبيعات</translation>
    </message>
    <message>
        <source>service items</source>
        <translation>الأصناف الخدمية</translation>
    </message>
    <message>
        <source>stock items</source>
        <translation>الأصناف المخزنية</translation>
    </message>
    <message>
        <source>taxes</source>
        <translation>الضرائب</translation>
    </message>
    <message>
        <source>warehouses</source>
        <translation>المستودعات</translation>
    </message>
    <message>
        <source>{count} being checked</source>
        <translation type="vanished">قيد التحقق: {count}</translation>
    </message>
    <message>
        <source>{count} need attention</source>
        <translation type="vanished">تحتاج إلى مراجعة: {count}</translation>
    </message>
    <message>
        <source>{count} to send</source>
        <translation type="vanished">للإرسال: {count}</translation>
    </message>
</context>
<context>
    <name>TableFile</name>
    <message>
        <source>Choose a .csv or .xlsx file, not “{file}”.</source>
        <translation>اختر ملف ‎.csv أو ‎.xlsx، وليس “{file}”.</translation>
    </message>
    <message>
        <source>“{file}” could not be read: {reason}.</source>
        <translation>تعذّرت قراءة “{file}”: {reason}.</translation>
    </message>
    <message>
        <source>“{file}” is empty.</source>
        <translation>“{file}” فارغ.</translation>
    </message>
    <message>
        <source>“{file}” is not UTF-8 text. Save it from your spreadsheet as “CSV UTF-8” or as an Excel workbook.</source>
        <translation>“{file}” ليس نصًا بترميز UTF-8. احفظه من برنامج الجداول بصيغة “CSV UTF-8” أو كمصنف Excel.</translation>
    </message>
    <message>
        <source>“{file}” is not a CSV file: {reason}.</source>
        <translation>“{file}” ليس ملف CSV: {reason}.</translation>
    </message>
    <message>
        <source>“{file}” is not an Excel workbook.</source>
        <translation>“{file}” ليس مصنف Excel.</translation>
    </message>
</context>
<context>
    <name>TaxEditor</name>
    <message>
        <source>Active</source>
        <translation>نشط</translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation>ينطبق على</translation>
    </message>
    <message>
        <source>Deleting tax</source>
        <translation>حذف الضريبة</translation>
    </message>
    <message>
        <source>E-invoice type</source>
        <translation>نوع الفاتورة الإلكترونية</translation>
    </message>
    <message>
        <source>Enter a number, e.g. 14 or 2.5.</source>
        <translation>أدخل رقمًا، مثل 14 أو 2.5.</translation>
    </message>
    <message>
        <source>Enter the rate, e.g. 14.</source>
        <translation>أدخل النسبة، مثل 14.</translation>
    </message>
    <message>
        <source>Loading accounts</source>
        <translation>تحميل الحسابات</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>New tax</source>
        <translation>ضريبة جديدة</translation>
    </message>
    <message>
        <source>Purchase account</source>
        <translation>حساب المشتريات</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>النسبة</translation>
    </message>
    <message>
        <source>Sales account</source>
        <translation>حساب المبيعات</translation>
    </message>
    <message>
        <source>Saving tax</source>
        <translation>حفظ الضريبة</translation>
    </message>
    <message>
        <source>Someone else changed this tax since you opened it ({fields}).</source>
        <translation>عدّل شخص آخر هذه الضريبة منذ أن فتحتها ({fields}).</translation>
    </message>
    <message>
        <source>The account list could not be loaded: {reason}</source>
        <translation>تعذّر تحميل قائمة الحسابات: {reason}</translation>
    </message>
    <message>
        <source>The server cannot be reached: the tax is kept in the outbox and will be sent when it can. You can close this tab.</source>
        <translation>تعذّر الوصول إلى الخادم: الضريبة محفوظة في صندوق الصادر وستُرسل عندما يتاح ذلك. يمكنك إغلاق هذا التبويب.</translation>
    </message>
    <message>
        <source>The server did not save the tax.</source>
        <translation>لم يحفظ الخادم الضريبة.</translation>
    </message>
    <message>
        <source>The server&apos;s answer was lost: the outbox checks whether the tax was saved before sending anything again. See View › Drafts and outbox.</source>
        <translation>ضاع رد الخادم: يتحقق صندوق الصادر مما إذا كانت الضريبة قد حُفظت قبل إرسال أي شيء مرة أخرى. راجع عرض › المسودات وصندوق الصادر.</translation>
    </message>
    <message>
        <source>Withholding account</source>
        <translation>حساب الاستقطاع</translation>
    </message>
    <message>
        <source>active</source>
        <translation>نشط</translation>
    </message>
    <message>
        <source>applies to</source>
        <translation>ينطبق على</translation>
    </message>
    <message>
        <source>e-invoice type</source>
        <translation>نوع الفاتورة الإلكترونية</translation>
    </message>
    <message>
        <source>name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>purchase account</source>
        <translation>حساب المشتريات</translation>
    </message>
    <message>
        <source>rate</source>
        <translation>النسبة</translation>
    </message>
    <message>
        <source>sales account</source>
        <translation>حساب المبيعات</translation>
    </message>
    <message>
        <source>withholding account</source>
        <translation>حساب الاستقطاع</translation>
    </message>
    <message>
        <source>{field}: yours “{mine}”, theirs “{theirs}”</source>
        <translation>{field}: نسختك “{mine}”، نسختهم “{theirs}”</translation>
    </message>
</context>
<context>
    <name>TaxEditorView</name>
    <message>
        <source>&amp;E-invoice tax type</source>
        <translation>نوع ضريبة الفاتورة الإ&amp;لكترونية</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation type="vanished">ال&amp;اسم</translation>
    </message>
    <message>
        <source>&amp;Rate (%)</source>
        <translation type="vanished">ال&amp;نسبة (%)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(بلا)</translation>
    </message>
    <message>
        <source>0 to 100, e.g. 14</source>
        <translation>من 0 إلى 100، مثل 14</translation>
    </message>
    <message>
        <source>A&amp;pplies to</source>
        <translation>&amp;ينطبق على</translation>
    </message>
    <message>
        <source>Accounts</source>
        <translation>الحسابات</translation>
    </message>
    <message>
        <source>Active: can be put on items and documents</source>
        <translation>نشطة: يمكن وضعها على الأصناف والمستندات</translation>
    </message>
    <message>
        <source>Choose at least one. A tax uses either the sales/purchase account (one account for both) or the withholding account.</source>
        <translation>اختر واحدًا على الأقل. تستخدم الضريبة إما حساب المبيعات/المشتريات (حساب واحد لكليهما) أو حساب الاستقطاع.</translation>
    </message>
    <message>
        <source>Delete tax</source>
        <translation>حذف الضريبة</translation>
    </message>
    <message>
        <source>Delete the tax “{name}” for good? This cannot be undone.</source>
        <translation>هل تريد حذف الضريبة “{name}” نهائيًا؟ لا يمكن التراجع عن ذلك.</translation>
    </message>
    <message>
        <source>E-invoicing</source>
        <translation>الفوترة الإلكترونية</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>No account matches “{text}”. Pick one from the list.</source>
        <translation>لا يوجد حساب يطابق “{text}”. اختر من القائمة.</translation>
    </message>
    <message>
        <source>P&amp;urchase account</source>
        <translation>حساب الم&amp;شتريات</translation>
    </message>
    <message>
        <source>Rate (%)</source>
        <translation>النسبة (%)</translation>
    </message>
    <message>
        <source>Sa&amp;les account</source>
        <translation>حسا&amp;ب المبيعات</translation>
    </message>
    <message>
        <source>Sales &amp;account</source>
        <translation type="vanished">حسا&amp;ب المبيعات</translation>
    </message>
    <message>
        <source>Sales &amp;withholding account</source>
        <translation>حساب است&amp;قطاع المبيعات</translation>
    </message>
    <message>
        <source>Save the tax (Ctrl+S)</source>
        <translation>حفظ الضريبة (Ctrl+S)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>الحالة</translation>
    </message>
</context>
<context>
    <name>TaxListView</name>
    <message>
        <source>&amp;New tax</source>
        <translation>ضريبة &amp;جديدة</translation>
    </message>
    <message>
        <source>A&amp;pplies to</source>
        <translation>&amp;ينطبق على</translation>
    </message>
    <message>
        <source>All</source>
        <translation>الكل</translation>
    </message>
    <message>
        <source>Any rate</source>
        <translation>أي نسبة</translation>
    </message>
    <message>
        <source>Create a tax (Ctrl+N)</source>
        <translation>إنشاء ضريبة (Ctrl+N)</translation>
    </message>
    <message>
        <source>Delete tax</source>
        <translation>حذف الضريبة</translation>
    </message>
    <message>
        <source>Delete the tax “{name}” for good? This cannot be undone.</source>
        <translation>هل تريد حذف الضريبة “{name}” نهائيًا؟ لا يمكن التراجع عن ذلك.</translation>
    </message>
    <message>
        <source>Edit the selected tax (Enter)</source>
        <translation>تعديل الضريبة المحددة (Enter)</translation>
    </message>
    <message>
        <source>Na&amp;me</source>
        <translation type="vanished">ال&amp;اسم</translation>
    </message>
    <message>
        <source>Nam&amp;e</source>
        <translation>ال&amp;اسم</translation>
    </message>
    <message>
        <source>Name contains…</source>
        <translation>الاسم يحتوي على…</translation>
    </message>
    <message>
        <source>R&amp;ate</source>
        <translation type="vanished">ال&amp;نسبة</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>النسبة</translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation>الضرائب</translation>
    </message>
    <message>
        <source>The taxes could not be loaded. {reason}</source>
        <translation>تعذّر تحميل الضرائب. {reason}</translation>
    </message>
    <message>
        <source>taxes</source>
        <translation>الضرائب</translation>
    </message>
</context>
<context>
    <name>Taxes</name>
    <message numerus="yes">
        <source>%Ln taxes</source>
        <translation>
            <numerusform>لا توجد ضرائب</numerusform>
            <numerusform>ضريبة واحدة</numerusform>
            <numerusform>ضريبتان</numerusform>
            <numerusform>%Ln ضرائب</numerusform>
            <numerusform>%Ln ضريبة</numerusform>
            <numerusform>%Ln ضريبة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%Ln inactive)</source>
        <translation>
            <numerusform>(لا يوجد غير نشط)</numerusform>
            <numerusform>(واحد غير نشط)</numerusform>
            <numerusform>(اثنان غير نشطين)</numerusform>
            <numerusform>(%Ln غير نشطة)</numerusform>
            <numerusform>(%Ln غير نشط)</numerusform>
            <numerusform>(%Ln غير نشط)</numerusform>
        </translation>
    </message>
    <message>
        <source>Active</source>
        <translation>نشط</translation>
    </message>
    <message>
        <source>Any item</source>
        <translation>أي صنف</translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation>ينطبق على</translation>
    </message>
    <message>
        <source>Deleting tax</source>
        <translation>حذف الضريبة</translation>
    </message>
    <message>
        <source>Enter a rate of 0 or more.</source>
        <translation>أدخل نسبة 0 أو أكثر.</translation>
    </message>
    <message>
        <source>Inactive: cannot be put on new items or documents.</source>
        <translation>غير نشطة: لا يمكن وضعها على أصناف أو مستندات جديدة.</translation>
    </message>
    <message>
        <source>Loading taxes</source>
        <translation>تحميل الضرائب</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>الاسم</translation>
    </message>
    <message>
        <source>Purchase account</source>
        <translation>حساب المشتريات</translation>
    </message>
    <message>
        <source>Rate (%)</source>
        <translation>النسبة (%)</translation>
    </message>
    <message>
        <source>Sales account</source>
        <translation>حساب المبيعات</translation>
    </message>
    <message>
        <source>Service items</source>
        <translation>الأصناف الخدمية</translation>
    </message>
    <message>
        <source>Stock items</source>
        <translation>الأصناف المخزنية</translation>
    </message>
    <message>
        <source>Withholding account</source>
        <translation>حساب الاستقطاع</translation>
    </message>
</context>
<context>
    <name>Totals</name>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message numerus="yes">
        <source>Selected %Ln rows:</source>
        <translation>
            <numerusform>لم يُحدَّد أي صف:</numerusform>
            <numerusform>المحدد صف واحد:</numerusform>
            <numerusform>المحدد صفان:</numerusform>
            <numerusform>المحدد %Ln صفوف:</numerusform>
            <numerusform>المحدد %Ln صفًا:</numerusform>
            <numerusform>المحدد %Ln صف:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Total of %Ln rows:</source>
        <translation>
            <numerusform>إجمالي لا صفوف:</numerusform>
            <numerusform>إجمالي صف واحد:</numerusform>
            <numerusform>إجمالي صفين:</numerusform>
            <numerusform>إجمالي %Ln صفوف:</numerusform>
            <numerusform>إجمالي %Ln صفًا:</numerusform>
            <numerusform>إجمالي %Ln صف:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Total of the %Ln rows on this page:</source>
        <translation>
            <numerusform>إجمالي لا صفوف في هذه الصفحة:</numerusform>
            <numerusform>إجمالي الصف الوحيد في هذه الصفحة:</numerusform>
            <numerusform>إجمالي الصفين في هذه الصفحة:</numerusform>
            <numerusform>إجمالي الصفوف الـ %Ln في هذه الصفحة:</numerusform>
            <numerusform>إجمالي الـ %Ln صفًا في هذه الصفحة:</numerusform>
            <numerusform>إجمالي الـ %Ln صف في هذه الصفحة:</numerusform>
        </translation>
    </message>
    <message>
        <source>{column} not added (several items)</source>
        <translation>{column} لا يُجمع (أصناف مختلفة)</translation>
    </message>
    <message>
        <source>{column} {figure}</source>
        <translation>{column} {figure}</translation>
    </message>
    <message numerus="yes">
        <source>{figure} ({counted} of %Ln)</source>
        <translation>
            <numerusform>{figure} ({counted} من لا شيء)</numerusform>
            <numerusform>{figure} ({counted} من واحد)</numerusform>
            <numerusform>{figure} ({counted} من اثنين)</numerusform>
            <numerusform>{figure} ({counted} من %Ln)</numerusform>
            <numerusform>{figure} ({counted} من %Ln)</numerusform>
            <numerusform>{figure} ({counted} من %Ln)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TotalsLine</name>
    <message>
        <source>Totals</source>
        <translation>الإجماليات</translation>
    </message>
</context>
<context>
    <name>Updates</name>
    <message>
        <source>The download of version {version} stopped: the release feed cannot be reached. It starts again at the next check.</source>
        <translation>توقف تنزيل الإصدار {version}: تعذر الوصول إلى مصدر الإصدارات. يبدأ التنزيل من جديد عند الفحص التالي.</translation>
    </message>
    <message>
        <source>The release feed cannot be reached (offline?). The app tries again later.</source>
        <translation>تعذر الوصول إلى مصدر الإصدارات (لا اتصال بالشبكة؟). يعيد البرنامج المحاولة لاحقًا.</translation>
    </message>
    <message>
        <source>The update offered failed its signature checks and was refused; this version stays.</source>
        <translation>لم يجتز التحديث المعروض فحص التوقيع فرُفض؛ يبقى هذا الإصدار.</translation>
    </message>
    <message>
        <source>This copy has no release feed, so it never looks for updates. Your administrator sets one with: backoffice update --feed ADDRESS</source>
        <translation>لا مصدر إصدارات لهذه النسخة، فهي لا تبحث عن تحديثات أبدًا. يحدده المسؤول بالأمر: backoffice update --feed ADDRESS</translation>
    </message>
    <message>
        <source>Update not installed</source>
        <translation>لم يُثبَّت التحديث</translation>
    </message>
    <message>
        <source>Update refused</source>
        <translation>رُفض التحديث</translation>
    </message>
    <message>
        <source>Updates</source>
        <translation>التحديثات</translation>
    </message>
    <message>
        <source>Updating</source>
        <translation>التحديث</translation>
    </message>
    <message>
        <source>Version {version} is the newest.</source>
        <translation>الإصدار {version} هو الأحدث.</translation>
    </message>
    <message>
        <source>Version {version} was not installed; this version stays.</source>
        <translation>لم يُثبَّت الإصدار {version}؛ يبقى هذا الإصدار.</translation>
    </message>
</context>
<context>
    <name>UpdatesView</name>
    <message>
        <source>&amp;Download</source>
        <translation>&amp;تنزيل</translation>
    </message>
    <message>
        <source>&amp;Install and restart</source>
        <translation>ت&amp;ثبيت وإعادة التشغيل</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;لاحقًا</translation>
    </message>
    <message>
        <source>Check for &amp;updates…</source>
        <translation type="vanished">البحث عن &amp;تحديثات…</translation>
    </message>
    <message>
        <source>Downloading version {version}…</source>
        <translation>جارٍ تنزيل الإصدار {version}…</translation>
    </message>
    <message>
        <source>Installing version {version}; the app restarts when it is in place…</source>
        <translation>جارٍ تثبيت الإصدار {version}؛ يُعاد تشغيل البرنامج عند اكتماله…</translation>
    </message>
    <message>
        <source>Update available</source>
        <translation>يتوفر تحديث</translation>
    </message>
    <message>
        <source>Update download</source>
        <translation>تنزيل التحديث</translation>
    </message>
    <message>
        <source>Update ready</source>
        <translation>التحديث جاهز</translation>
    </message>
    <message>
        <source>Version {version} is available (this is {current}).</source>
        <translation>يتوفر الإصدار {version} (هذا الإصدار {current}).</translation>
    </message>
    <message>
        <source>Version {version} is downloaded and verified. Install it and restart now? Your open tabs are kept as drafts and come back after the restart; what waits in the outbox is sent by the new version.</source>
        <translation>نُزِّل الإصدار {version} وتم التحقق منه. هل تثبته وتعيد التشغيل الآن؟ تُحفظ علاماتك المفتوحة مسودات وتعود بعد إعادة التشغيل، وما ينتظر في صندوق الصادر يرسله الإصدار الجديد.</translation>
    </message>
    <message>
        <source>Version {version} is ready</source>
        <translation>الإصدار {version} جاهز</translation>
    </message>
</context>
<context>
    <name>Validation</name>
    <message>
        <source>A brand name cannot contain \ &apos; | , &quot; &lt; &gt; or tabs and line breaks.</source>
        <translation>لا يجوز أن يحتوي اسم العلامة التجارية على \ &apos; | , &quot; &lt; &gt; أو مسافات جدولة أو فواصل أسطر.</translation>
    </message>
    <message>
        <source>A classification code cannot hold a dash.</source>
        <translation>لا يجوز أن يحتوي كود التصنيف على شرطة.</translation>
    </message>
    <message>
        <source>A line cannot use the main cash account.</source>
        <translation>لا يجوز أن يستخدم السطر حساب النقدية الرئيسي.</translation>
    </message>
    <message>
        <source>A line has a customer or a supplier, not both.</source>
        <translation>للسطر عميل أو مورد، وليس الاثنان.</translation>
    </message>
    <message>
        <source>Add at least one line to adjust.</source>
        <translation>أضف سطرًا واحدًا على الأقل للتعديل.</translation>
    </message>
    <message>
        <source>An e-mail address has no spaces.</source>
        <translation>عنوان البريد الإلكتروني لا يحتوي على مسافات.</translation>
    </message>
    <message>
        <source>An entry needs at least one debit and one credit line.</source>
        <translation>القيد يحتاج إلى سطر مدين وسطر دائن على الأقل.</translation>
    </message>
    <message>
        <source>At most {limit} characters.</source>
        <translation>{limit} حرفًا كحد أقصى.</translation>
    </message>
    <message>
        <source>Choose a customer or a supplier (not both).</source>
        <translation>اختر عميلًا أو موردًا (وليس الاثنين).</translation>
    </message>
    <message>
        <source>Choose a customer or another party (not both).</source>
        <translation>اختر عميلًا أو طرفًا آخر (وليس الاثنين).</translation>
    </message>
    <message>
        <source>Choose a document type: SO, SR, IO, RR, RS or IR.</source>
        <translation>اختر نوع المستند: SO أو SR أو IO أو RR أو RS أو IR.</translation>
    </message>
    <message>
        <source>Choose a supplier or another party (not both).</source>
        <translation>اختر موردًا أو طرفًا آخر (وليس الاثنين).</translation>
    </message>
    <message>
        <source>Choose a warehouse or a sales store (not both).</source>
        <translation>اختر مستودعًا أو فرع بيع (وليس الاثنين).</translation>
    </message>
    <message>
        <source>Choose at least one account: sales, sales withholding or purchase.</source>
        <translation>اختر حسابًا واحدًا على الأقل: المبيعات أو استقطاع المبيعات أو المشتريات.</translation>
    </message>
    <message>
        <source>Choose either an existing receivable account or the group to create one under, not both.</source>
        <translation>اختر إما حساب ذمم مدينة موجودًا أو المجموعة التي يُنشأ الحساب تحتها، وليس الاثنين.</translation>
    </message>
    <message>
        <source>Comments may not contain a comma or a vertical bar.</source>
        <translation>لا يجوز أن تحتوي الملاحظات على فاصلة أو خط عمودي.</translation>
    </message>
    <message>
        <source>Each document line may be listed once.</source>
        <translation>يُذكر كل سطر من المستند مرة واحدة فقط.</translation>
    </message>
    <message>
        <source>Each external id must be 1 to 50 characters, not blank.</source>
        <translation>يجب أن يكون كل معرّف خارجي من 1 إلى 50 حرفًا، وغير فارغ.</translation>
    </message>
    <message>
        <source>Each item can be listed only once.</source>
        <translation>يُذكر كل صنف مرة واحدة فقط.</translation>
    </message>
    <message>
        <source>Each line needs exactly one of: stock item, service, bundle.</source>
        <translation>يحتاج كل سطر إلى واحد فقط من: صنف مخزني، خدمة، طقم.</translation>
    </message>
    <message>
        <source>Each property value can be chosen only once.</source>
        <translation>تُختار كل قيمة خاصية مرة واحدة فقط.</translation>
    </message>
    <message>
        <source>Each returned line names its sales-order or work-order line.</source>
        <translation>يذكر كل سطر مرتجع سطره في أمر البيع أو أمر التشغيل.</translation>
    </message>
    <message>
        <source>Each unit of measure needs its own name.</source>
        <translation>تحتاج كل وحدة قياس إلى اسم خاص بها.</translation>
    </message>
    <message>
        <source>Enter a code, or leave the code out.</source>
        <translation>أدخل كودًا، أو اترك الكود.</translation>
    </message>
    <message>
        <source>Enter a code.</source>
        <translation>أدخل كودًا.</translation>
    </message>
    <message>
        <source>Enter a date and time such as 2024-05-31T14:30:00Z.</source>
        <translation>أدخل تاريخًا ووقتًا مثل 2024-05-31T14:30:00Z.</translation>
    </message>
    <message>
        <source>Enter a description.</source>
        <translation>أدخل وصفًا.</translation>
    </message>
    <message>
        <source>Enter a name.</source>
        <translation>أدخل اسمًا.</translation>
    </message>
    <message>
        <source>Enter a number.</source>
        <translation>أدخل رقمًا.</translation>
    </message>
    <message>
        <source>Enter a sales order (SO-...) or issue offering (IO-...) code.</source>
        <translation>أدخل رقم أمر بيع (SO-...) أو إذن صرف (IO-...).</translation>
    </message>
    <message>
        <source>Enter a value.</source>
        <translation>أدخل قيمة.</translation>
    </message>
    <message>
        <source>Enter an adjustment other than zero.</source>
        <translation>أدخل تعديلًا غير الصفر.</translation>
    </message>
    <message>
        <source>Enter an e-mail address such as name@example.com (one @, a dot in the domain).</source>
        <translation>أدخل عنوان بريد إلكتروني مثل name@example.com (علامة @ واحدة، ونقطة في النطاق).</translation>
    </message>
    <message>
        <source>Enter an external id, or leave it out.</source>
        <translation>أدخل معرّفًا خارجيًا، أو اتركه.</translation>
    </message>
    <message>
        <source>Enter the document code.</source>
        <translation>أدخل رقم المستند.</translation>
    </message>
    <message>
        <source>Enter the unit&apos;s name.</source>
        <translation>أدخل اسم الوحدة.</translation>
    </message>
    <message>
        <source>Filling the batch number from the expiry date needs both a batch number and an expiry date.</source>
        <translation>تعبئة رقم التشغيلة من تاريخ الصلاحية تحتاج إلى رقم تشغيلة وتاريخ صلاحية معًا.</translation>
    </message>
    <message>
        <source>Give either the item&apos;s id or its code.</source>
        <translation>أعطِ إما معرّف الصنف أو كوده.</translation>
    </message>
    <message>
        <source>It was not saved (the server refused it, or it was discarded): choose again.</source>
        <translation>لم يُحفظ (رفضه الخادم أو تم تجاهله): اختر من جديد.</translation>
    </message>
    <message>
        <source>Leave this empty or enter a value.</source>
        <translation>اترك هذا فارغًا أو أدخل قيمة.</translation>
    </message>
    <message>
        <source>Must be greater than {limit}.</source>
        <translation>يجب أن يكون أكبر من {limit}.</translation>
    </message>
    <message>
        <source>Must be {limit} or less.</source>
        <translation>يجب أن يكون {limit} أو أقل.</translation>
    </message>
    <message>
        <source>Must be {limit} or more.</source>
        <translation>يجب أن يكون {limit} أو أكثر.</translation>
    </message>
    <message>
        <source>Only a grouping item can have child items.</source>
        <translation>الصنف التجميعي وحده يمكن أن تكون له أصناف فرعية.</translation>
    </message>
    <message>
        <source>Only one child item can stand for the current item.</source>
        <translation>صنف فرعي واحد فقط يمكن أن يمثل الصنف الحالي.</translation>
    </message>
    <message>
        <source>Only one unit of measure can be the default.</source>
        <translation>وحدة قياس واحدة فقط يمكن أن تكون الافتراضية.</translation>
    </message>
    <message>
        <source>PriceList is required when the pricing type is Custom.</source>
        <translation>قائمة الأسعار مطلوبة عندما يكون نوع التسعير مخصصًا.</translation>
    </message>
    <message>
        <source>Received goods need a price above 0.</source>
        <translation>البضاعة المستلمة تحتاج إلى سعر أكبر من 0.</translation>
    </message>
    <message>
        <source>The end date may not be before the start date.</source>
        <translation>لا يجوز أن يسبق تاريخ النهاية تاريخ البداية.</translation>
    </message>
    <message>
        <source>The exchange rate may have at most {limit} decimal places.</source>
        <translation>يجوز أن يكون لسعر الصرف {limit} منازل عشرية كحد أقصى.</translation>
    </message>
    <message>
        <source>This field is required.</source>
        <translation>هذا الحقل مطلوب.</translation>
    </message>
</context>
<context>
    <name>Warehouses</name>
    <message numerus="yes">
        <source>%Ln active warehouses</source>
        <translation>
            <numerusform>لا توجد مستودعات نشطة</numerusform>
            <numerusform>مستودع نشط واحد</numerusform>
            <numerusform>مستودعان نشطان</numerusform>
            <numerusform>%Ln مستودعات نشطة</numerusform>
            <numerusform>%Ln مستودعًا نشطًا</numerusform>
            <numerusform>%Ln مستودع نشط</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln items across {warehouses} warehouses.</source>
        <translation>
            <numerusform>لا توجد أصناف؛ المستودعات: {warehouses}.</numerusform>
            <numerusform>صنف واحد؛ المستودعات: {warehouses}.</numerusform>
            <numerusform>صنفان؛ المستودعات: {warehouses}.</numerusform>
            <numerusform>%Ln أصناف؛ المستودعات: {warehouses}.</numerusform>
            <numerusform>%Ln صنفًا؛ المستودعات: {warehouses}.</numerusform>
            <numerusform>%Ln صنف؛ المستودعات: {warehouses}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln returns (RMA) warehouses</source>
        <translation>
            <numerusform>لا توجد مستودعات مرتجعات (RMA)</numerusform>
            <numerusform>مستودع مرتجعات (RMA) واحد</numerusform>
            <numerusform>مستودعا مرتجعات (RMA)</numerusform>
            <numerusform>%Ln مستودعات مرتجعات (RMA)</numerusform>
            <numerusform>%Ln مستودع مرتجعات (RMA)</numerusform>
            <numerusform>%Ln مستودع مرتجعات (RMA)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln rows</source>
        <translation>
            <numerusform>لا توجد صفوف</numerusform>
            <numerusform>صف واحد</numerusform>
            <numerusform>صفان</numerusform>
            <numerusform>%Ln صفوف</numerusform>
            <numerusform>%Ln صفًا</numerusform>
            <numerusform>%Ln صف</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln rows, total quantity {total}</source>
        <translation type="vanished">
            <numerusform>لا توجد صفوف، إجمالي الكمية {total}</numerusform>
            <numerusform>صف واحد، إجمالي الكمية {total}</numerusform>
            <numerusform>صفان، إجمالي الكمية {total}</numerusform>
            <numerusform>%Ln صفوف، إجمالي الكمية {total}</numerusform>
            <numerusform>%Ln صفًا، إجمالي الكمية {total}</numerusform>
            <numerusform>%Ln صف، إجمالي الكمية {total}</numerusform>
        </translation>
    </message>
    <message>
        <source>API user {user} has no warehouse classification (or is not a user of this organization).</source>
        <translation>مستخدم API ‏{user} ليس له تصنيف مستودعات (أو ليس مستخدمًا في هذه المؤسسة).</translation>
    </message>
    <message numerus="yes">
        <source>API user {user}: %Ln warehouses in classifications it may see. Warehouses outside every classification are not in the tree.</source>
        <translation>
            <numerusform>مستخدم API ‏{user}: لا توجد مستودعات في التصنيفات المسموح له برؤيتها. المستودعات خارج كل التصنيفات لا تظهر في الشجرة.</numerusform>
            <numerusform>مستخدم API ‏{user}: مستودع واحد في التصنيفات المسموح له برؤيتها. المستودعات خارج كل التصنيفات لا تظهر في الشجرة.</numerusform>
            <numerusform>مستخدم API ‏{user}: مستودعان في التصنيفات المسموح له برؤيتها. المستودعات خارج كل التصنيفات لا تظهر في الشجرة.</numerusform>
            <numerusform>مستخدم API ‏{user}: %Ln مستودعات في التصنيفات المسموح له برؤيتها. المستودعات خارج كل التصنيفات لا تظهر في الشجرة.</numerusform>
            <numerusform>مستخدم API ‏{user}: %Ln مستودعًا في التصنيفات المسموح له برؤيتها. المستودعات خارج كل التصنيفات لا تظهر في الشجرة.</numerusform>
            <numerusform>مستخدم API ‏{user}: %Ln مستودع في التصنيفات المسموح له برؤيتها. المستودعات خارج كل التصنيفات لا تظهر في الشجرة.</numerusform>
        </translation>
    </message>
    <message>
        <source>All warehouses</source>
        <translation>كل المستودعات</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>الرصيد</translation>
    </message>
    <message>
        <source>Choose a warehouse.</source>
        <translation>اختر مستودعًا.</translation>
    </message>
    <message>
        <source>Classification</source>
        <translation>التصنيف</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>الكود</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>الوصف</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>الصنف</translation>
    </message>
    <message>
        <source>Item code</source>
        <translation>كود الصنف</translation>
    </message>
    <message>
        <source>Loading</source>
        <translation>تحميل</translation>
    </message>
    <message>
        <source>Loading RMA warehouses</source>
        <translation>تحميل مستودعات المرتجعات (RMA)</translation>
    </message>
    <message>
        <source>Loading balances</source>
        <translation>تحميل الأرصدة</translation>
    </message>
    <message>
        <source>Loading classifications</source>
        <translation>تحميل التصنيفات</translation>
    </message>
    <message>
        <source>Loading the balance</source>
        <translation>تحميل الرصيد</translation>
    </message>
    <message>
        <source>Loading the warehouse tree</source>
        <translation>تحميل شجرة المستودعات</translation>
    </message>
    <message>
        <source>Loading warehouses</source>
        <translation>تحميل المستودعات</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>جارٍ التحميل…</translation>
    </message>
    <message>
        <source>Mobile</source>
        <translation>الجوال</translation>
    </message>
    <message>
        <source>No warehouse is set up for returns (RMA).</source>
        <translation>لم يُعدّ أي مستودع للمرتجعات (RMA).</translation>
    </message>
    <message>
        <source>Pick at least one item and tick a warehouse.</source>
        <translation>اختر صنفًا واحدًا على الأقل وحدّد مستودعًا.</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>المحجوز</translation>
    </message>
    <message>
        <source>Saving warehouse</source>
        <translation>حفظ المستودع</translation>
    </message>
    <message>
        <source>The RMA warehouses could not be loaded. {reason}</source>
        <translation>تعذّر تحميل مستودعات المرتجعات (RMA). {reason}</translation>
    </message>
    <message>
        <source>The balance could not be loaded. {reason}</source>
        <translation>تعذّر تحميل الرصيد. {reason}</translation>
    </message>
    <message>
        <source>The balances could not be loaded. {reason}</source>
        <translation>تعذّر تحميل الأرصدة. {reason}</translation>
    </message>
    <message>
        <source>The tree could not be loaded. {reason}</source>
        <translation>تعذّر تحميل الشجرة. {reason}</translation>
    </message>
    <message>
        <source>The warehouses could not be loaded. {reason}</source>
        <translation>تعذّر تحميل المستودعات. {reason}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>الإجمالي</translation>
    </message>
</context>
<context>
    <name>WarehousesView</name>
    <message>
        <source>&amp;Item</source>
        <translation>الص&amp;نف</translation>
    </message>
    <message>
        <source>&amp;Mobile</source>
        <translation type="vanished">الج&amp;وال</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;تحديث</translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation>ع&amp;رض</translation>
    </message>
    <message>
        <source>&amp;Warehouses</source>
        <translation>ا&amp;لمستودعات</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(بلا)</translation>
    </message>
    <message>
        <source>API user &amp;id</source>
        <translation>معرّف مست&amp;خدم API</translation>
    </message>
    <message>
        <source>Ba&amp;lance</source>
        <translation>الرص&amp;يد</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>الرصيد</translation>
    </message>
    <message>
        <source>Balances across warehouses</source>
        <translation>الأرصدة عبر المستودعات</translation>
    </message>
    <message>
        <source>Balances across warehouses summary</source>
        <translation>ملخص الأرصدة عبر المستودعات</translation>
    </message>
    <message>
        <source>C&amp;ode</source>
        <translation type="vanished">الكود</translation>
    </message>
    <message>
        <source>Choose a warehouse.</source>
        <translation>اختر مستودعًا.</translation>
    </message>
    <message>
        <source>Chosen items</source>
        <translation>الأصناف المختارة</translation>
    </message>
    <message>
        <source>Classification</source>
        <translation>التصنيف</translation>
    </message>
    <message>
        <source>Classification / warehouse</source>
        <translation>التصنيف / المستودع</translation>
    </message>
    <message>
        <source>Co&amp;de</source>
        <translation type="vanished">ال&amp;كود</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>الكود</translation>
    </message>
    <message>
        <source>Descr&amp;iption</source>
        <translation>ال&amp;وصف</translation>
    </message>
    <message>
        <source>Descri&amp;ption</source>
        <translation>&amp;الوصف</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>الوصف</translation>
    </message>
    <message>
        <source>Description contains…</source>
        <translation>الوصف يحتوي على…</translation>
    </message>
    <message>
        <source>Exact code</source>
        <translation>الكود بالضبط</translation>
    </message>
    <message>
        <source>Filter warehouses by code</source>
        <translation>تصفية المستودعات حسب الكود</translation>
    </message>
    <message>
        <source>Filter warehouses by description</source>
        <translation>تصفية المستودعات حسب الوصف</translation>
    </message>
    <message>
        <source>Hide &amp;zero balances</source>
        <translation>إ&amp;خفاء الأرصدة الصفرية</translation>
    </message>
    <message>
        <source>Item code or description contains…</source>
        <translation>كود الصنف أو وصفه يحتوي على…</translation>
    </message>
    <message>
        <source>Item code or description, Enter</source>
        <translation>كود الصنف أو وصفه، ثم Enter</translation>
    </message>
    <message>
        <source>Item to add</source>
        <translation>الصنف المراد إضافته</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>الأصناف</translation>
    </message>
    <message>
        <source>Items &amp;across warehouses</source>
        <translation>الأصناف ع&amp;بر المستودعات</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>النوع</translation>
    </message>
    <message>
        <source>Leave the code empty to use the warehouse&apos;s number.</source>
        <translation>اترك الكود فارغًا لاستخدام رقم المستودع.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>المستوى</translation>
    </message>
    <message>
        <source>Load the list again (F5)</source>
        <translation>إعادة تحميل القائمة (F5)</translation>
    </message>
    <message>
        <source>Mobile</source>
        <translation>الجوال</translation>
    </message>
    <message>
        <source>New warehouse</source>
        <translation>مستودع جديد</translation>
    </message>
    <message>
        <source>No single item matches “{text}”: type more of it.</source>
        <translation>لا يوجد صنف واحد يطابق “{text}”: اكتب المزيد منه.</translation>
    </message>
    <message>
        <source>Number of RMA warehouses</source>
        <translation>عدد مستودعات المرتجعات (RMA)</translation>
    </message>
    <message>
        <source>Number of records</source>
        <translation>عدد السجلات</translation>
    </message>
    <message>
        <source>Pick items, tick warehouses, then Show balances.</source>
        <translation>اختر الأصناف، وحدّد المستودعات، ثم اضغط عرض الأرصدة.</translation>
    </message>
    <message>
        <source>Quantities on hand; reservations of open orders are not subtracted.</source>
        <translation>الكميات الفعلية؛ لا تُطرح منها حجوزات الأوامر المفتوحة.</translation>
    </message>
    <message>
        <source>RMA wareho&amp;uses</source>
        <translation>مستو&amp;دعات المرتجعات (RMA)</translation>
    </message>
    <message>
        <source>RMA warehouses</source>
        <translation>مستودعات المرتجعات (RMA)</translation>
    </message>
    <message>
        <source>Re&amp;move item</source>
        <translation>حذ&amp;ف الصنف</translation>
    </message>
    <message>
        <source>Show &amp;balance</source>
        <translation>عرض ال&amp;رصيد</translation>
    </message>
    <message>
        <source>Show &amp;balances</source>
        <translation>ع&amp;رض الأرصدة</translation>
    </message>
    <message>
        <source>The code cannot be changed once the warehouse exists.</source>
        <translation>لا يمكن تغيير الكود بعد إنشاء المستودع.</translation>
    </message>
    <message>
        <source>The stock of the selected warehouse</source>
        <translation>مخزون المستودع المحدد</translation>
    </message>
    <message>
        <source>The tree shows the warehouses this API user has permission for.</source>
        <translation>تعرض الشجرة المستودعات التي يملك مستخدم API هذا صلاحية عليها.</translation>
    </message>
    <message>
        <source>Tr&amp;ee</source>
        <translation>ال&amp;شجرة</translation>
    </message>
    <message>
        <source>Wareh&amp;ouse</source>
        <translation type="vanished">المست&amp;ودع</translation>
    </message>
    <message>
        <source>Warehouse</source>
        <translation>المستودع</translation>
    </message>
    <message>
        <source>Warehouse (inactive)</source>
        <translation>مستودع (غير نشط)</translation>
    </message>
    <message>
        <source>Warehouse balance summary</source>
        <translation>ملخص رصيد المستودع</translation>
    </message>
    <message>
        <source>Warehouse pages</source>
        <translation>صفحات المستودعات</translation>
    </message>
    <message>
        <source>Warehouse tree</source>
        <translation>شجرة المستودعات</translation>
    </message>
    <message>
        <source>Warehouse tree summary</source>
        <translation>ملخص شجرة المستودعات</translation>
    </message>
    <message>
        <source>Warehouse {code}</source>
        <translation>المستودع {code}</translation>
    </message>
    <message>
        <source>Warehouses</source>
        <translation>المستودعات</translation>
    </message>
    <message>
        <source>Warehouses to compare</source>
        <translation>المستودعات المراد مقارنتها</translation>
    </message>
    <message>
        <source>balances across warehouses</source>
        <translation>الأرصدة عبر المستودعات</translation>
    </message>
    <message>
        <source>rma warehouses</source>
        <translation>مستودعات المرتجعات</translation>
    </message>
    <message>
        <source>warehouse balance</source>
        <translation>رصيد المستودع</translation>
    </message>
    <message>
        <source>warehouse tree</source>
        <translation>شجرة المستودعات</translation>
    </message>
    <message>
        <source>warehouses</source>
        <translation>المستودعات</translation>
    </message>
</context>
<context>
    <name>WindowKeys</name>
    <message>
        <source>&amp;Next tab</source>
        <translation type="vanished">التبويب ال&amp;تالي</translation>
    </message>
    <message>
        <source>&amp;Previous tab</source>
        <translation type="vanished">التبويب ال&amp;سابق</translation>
    </message>
    <message>
        <source>Next p&amp;ane</source>
        <translation type="vanished">الجزء التا&amp;لي</translation>
    </message>
    <message>
        <source>Pre&amp;vious pane</source>
        <translation type="vanished">الجزء السا&amp;بق</translation>
    </message>
</context>
<context>
    <name>WorkOrderEditor</name>
    <message numerus="yes">
        <source>%Ln serial numbers for a quantity of {quantity}.</source>
        <translation>
            <numerusform>لا أرقام تسلسلية لكمية {quantity}.</numerusform>
            <numerusform>رقم تسلسلي واحد لكمية {quantity}.</numerusform>
            <numerusform>رقمان تسلسليان لكمية {quantity}.</numerusform>
            <numerusform>%Ln أرقام تسلسلية لكمية {quantity}.</numerusform>
            <numerusform>%Ln رقمًا تسلسليًا لكمية {quantity}.</numerusform>
            <numerusform>%Ln رقم تسلسلي لكمية {quantity}.</numerusform>
        </translation>
    </message>
    <message>
        <source>(company currency)</source>
        <translation>(عملة الشركة)</translation>
    </message>
    <message>
        <source>(from the expiry date)</source>
        <translation>(من تاريخ الصلاحية)</translation>
    </message>
    <message>
        <source>A serial number is there twice.</source>
        <translation>أحد الأرقام التسلسلية مذكور مرتين.</translation>
    </message>
    <message>
        <source>A work order needs exactly one party: choose {party}, or another party by its number.</source>
        <translation>يحتاج أمر التشغيل إلى طرف واحد بالضبط: اختر {party}، أو طرفًا آخر برقمه.</translation>
    </message>
    <message>
        <source>Add at least one line.</source>
        <translation>أضف سطرًا واحدًا على الأقل.</translation>
    </message>
    <message>
        <source>Batch number</source>
        <translation>رقم التشغيلة</translation>
    </message>
    <message>
        <source>Choose a stock item (F2).</source>
        <translation>اختر صنفًا مخزنيًا (F2).</translation>
    </message>
    <message>
        <source>Choose the warehouse the goods arrive in.</source>
        <translation>اختر المستودع الذي تصل إليه البضاعة.</translation>
    </message>
    <message>
        <source>Choose the warehouse the goods leave.</source>
        <translation>اختر المستودع الذي تخرج منه البضاعة.</translation>
    </message>
    <message>
        <source>Comments</source>
        <translation>ملاحظات</translation>
    </message>
    <message>
        <source>Enter a number of 0 or more.</source>
        <translation>أدخل رقمًا 0 أو أكثر.</translation>
    </message>
    <message>
        <source>Enter a quantity above 0.</source>
        <translation>أدخل كمية أكبر من 0.</translation>
    </message>
    <message>
        <source>Enter an exchange rate above 0.</source>
        <translation>أدخل سعر صرف أكبر من 0.</translation>
    </message>
    <message>
        <source>Enter the date, e.g. {today}.</source>
        <translation>أدخل التاريخ، مثل {today}.</translation>
    </message>
    <message>
        <source>Enter the exchange rate: without one the server records a rate of 1.</source>
        <translation>أدخل سعر الصرف: من دونه يسجّل الخادم سعرًا قدره 1.</translation>
    </message>
    <message>
        <source>Enter the expiry date as yyyy-mm-dd, e.g. 2027-06-30.</source>
        <translation>أدخل تاريخ الصلاحية بالصيغة سنة-شهر-يوم، مثل 2027-06-30.</translation>
    </message>
    <message>
        <source>Enter the other party&apos;s number (a whole number, as your company&apos;s records give it), or choose {party} instead.</source>
        <translation>أدخل رقم الطرف الآخر (عددًا صحيحًا، كما في سجلات شركتك)، أو اختر {party} بدلًا من ذلك.</translation>
    </message>
    <message>
        <source>Expiry date</source>
        <translation>تاريخ الصلاحية</translation>
    </message>
    <message>
        <source>Loading choices</source>
        <translation>تحميل الخيارات</translation>
    </message>
    <message>
        <source>Loading suppliers</source>
        <translation>تحميل الموردين</translation>
    </message>
    <message>
        <source>New issue offering</source>
        <translation>إذن صرف جديد</translation>
    </message>
    <message>
        <source>New supplies receipt</source>
        <translation>إذن استلام توريدات جديد</translation>
    </message>
    <message>
        <source>No sales order has the code “{code}”.</source>
        <translation>لا يوجد أمر بيع بالرقم “{code}”.</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>الكمية</translation>
    </message>
    <message>
        <source>Reading the sales order</source>
        <translation>قراءة أمر البيع</translation>
    </message>
    <message>
        <source>Reading the suppliers</source>
        <translation>قراءة الموردين</translation>
    </message>
    <message>
        <source>Received goods need a unit cost above 0.</source>
        <translation>البضاعة المستلمة تحتاج إلى تكلفة وحدة أكبر من 0.</translation>
    </message>
    <message>
        <source>Saving issue offering</source>
        <translation>حفظ إذن الصرف</translation>
    </message>
    <message>
        <source>Saving supplies receipt</source>
        <translation>حفظ إذن استلام التوريدات</translation>
    </message>
    <message>
        <source>Serial numbers</source>
        <translation>الأرقام التسلسلية</translation>
    </message>
    <message>
        <source>Stock item</source>
        <translation>الصنف المخزني</translation>
    </message>
    <message>
        <source>The date is after today: the server refuses work orders dated in the future. Use today&apos;s date ({today}) or an earlier one.</source>
        <translation>التاريخ بعد اليوم: يرفض الخادم أوامر التشغيل المؤرخة في المستقبل. استخدم تاريخ اليوم ({today}) أو تاريخًا أقدم.</translation>
    </message>
    <message>
        <source>The exchange rate may have at most {limit} decimal places.</source>
        <translation>يجوز أن يكون لسعر الصرف {limit} منازل عشرية كحد أقصى.</translation>
    </message>
    <message numerus="yes">
        <source>The goods left to issue on {code} are filled in (%Ln lines). Saving ships the order.</source>
        <translation>
            <numerusform>عُبّئت البضاعة المتبقية للصرف من {code} (بلا أسطر). يُصرف الأمر عند الحفظ.</numerusform>
            <numerusform>عُبّئت البضاعة المتبقية للصرف من {code} (سطر واحد). يُصرف الأمر عند الحفظ.</numerusform>
            <numerusform>عُبّئت البضاعة المتبقية للصرف من {code} (سطران). يُصرف الأمر عند الحفظ.</numerusform>
            <numerusform>عُبّئت البضاعة المتبقية للصرف من {code} (%Ln أسطر). يُصرف الأمر عند الحفظ.</numerusform>
            <numerusform>عُبّئت البضاعة المتبقية للصرف من {code} (%Ln سطرًا). يُصرف الأمر عند الحفظ.</numerusform>
            <numerusform>عُبّئت البضاعة المتبقية للصرف من {code} (%Ln سطر). يُصرف الأمر عند الحفظ.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server cannot be reached: the issue is kept in the outbox and will be sent once when it can. You can close this tab.</source>
        <translation>تعذّر الوصول إلى الخادم: إذن الصرف محفوظ في صندوق الصادر وسيُرسل مرة واحدة عندما يتاح ذلك. يمكنك إغلاق هذا التبويب.</translation>
    </message>
    <message>
        <source>The server cannot be reached: the receipt is kept in the outbox and will be sent once when it can. You can close this tab.</source>
        <translation>تعذّر الوصول إلى الخادم: إذن الاستلام محفوظ في صندوق الصادر وسيُرسل مرة واحدة عندما يتاح ذلك. يمكنك إغلاق هذا التبويب.</translation>
    </message>
    <message>
        <source>The server did not save the issue.</source>
        <translation>لم يحفظ الخادم إذن الصرف.</translation>
    </message>
    <message>
        <source>The server did not save the receipt.</source>
        <translation>لم يحفظ الخادم إذن الاستلام.</translation>
    </message>
    <message>
        <source>The server&apos;s answer was lost: the outbox checks whether the issue was saved before sending anything again. See View › Drafts and outbox.</source>
        <translation>ضاع رد الخادم: يتحقق صندوق الصادر مما إذا كان إذن الصرف قد حُفظ قبل إرسال أي شيء مرة أخرى. راجع عرض › المسودات وصندوق الصادر.</translation>
    </message>
    <message>
        <source>The server&apos;s answer was lost: the outbox checks whether the receipt was saved before sending anything again. See View › Drafts and outbox.</source>
        <translation>ضاع رد الخادم: يتحقق صندوق الصادر مما إذا كان إذن الاستلام قد حُفظ قبل إرسال أي شيء مرة أخرى. راجع عرض › المسودات وصندوق الصادر.</translation>
    </message>
    <message>
        <source>The suppliers could not be read ({reason}). Choose another party by its number, or try again later.</source>
        <translation>تعذّرت قراءة الموردين ({reason}). اختر طرفًا آخر برقمه، أو حاول مرة أخرى لاحقًا.</translation>
    </message>
    <message>
        <source>This item is kept in batches: enter the batch number.</source>
        <translation>هذا الصنف يُتتبع بالتشغيلات: أدخل رقم التشغيلة.</translation>
    </message>
    <message>
        <source>This item needs its expiry date.</source>
        <translation>هذا الصنف يحتاج إلى تاريخ صلاحيته.</translation>
    </message>
    <message>
        <source>This item&apos;s batch number is made from its expiry date: enter the expiry date.</source>
        <translation>رقم تشغيلة هذا الصنف يُؤخذ من تاريخ صلاحيته: أدخل تاريخ الصلاحية.</translation>
    </message>
    <message>
        <source>Type the sales order&apos;s code first, e.g. SO-12.</source>
        <translation>اكتب رقم أمر البيع أولًا، مثل SO-12.</translation>
    </message>
    <message>
        <source>Unit cost</source>
        <translation>تكلفة الوحدة</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>سعر الوحدة</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>القيمة</translation>
    </message>
    <message>
        <source>a customer</source>
        <translation>عميلًا</translation>
    </message>
    <message>
        <source>a supplier</source>
        <translation>موردًا</translation>
    </message>
    <message>
        <source>by {user}</source>
        <translation>بواسطة {user}</translation>
    </message>
    <message>
        <source>{code} has no goods left to issue.</source>
        <translation>لم تتبقَّ في {code} بضاعة للصرف.</translation>
    </message>
    <message>
        <source>{code} is already issued.</source>
        <translation>{code} صُرف بالفعل.</translation>
    </message>
    <message>
        <source>{code} was cancelled: it cannot be issued.</source>
        <translation>أُلغي {code}: لا يمكن صرفه.</translation>
    </message>
</context>
<context>
    <name>WorkOrderEditorView</name>
    <message>
        <source>&amp;Date</source>
        <translation type="vanished">التاري&amp;خ</translation>
    </message>
    <message>
        <source>&amp;Linked documents</source>
        <translation>المستن&amp;دات المرتبطة</translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <translation type="vanished">ملاح&amp;ظات</translation>
    </message>
    <message>
        <source>&amp;Warehouse</source>
        <translation>المست&amp;ودع</translation>
    </message>
    <message>
        <source>Another party (by number)</source>
        <translation>طرف آخر (برقمه)</translation>
    </message>
    <message>
        <source>C&amp;ustomer</source>
        <translation>العم&amp;يل</translation>
    </message>
    <message>
        <source>Curr&amp;ency</source>
        <translation>العم&amp;لة</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>العميل</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>التاريخ</translation>
    </message>
    <message>
        <source>Document state</source>
        <translation>حالة المستند</translation>
    </message>
    <message>
        <source>E&amp;xchange rate</source>
        <translation type="vanished">سعر ال&amp;صرف</translation>
    </message>
    <message>
        <source>Empty: the day&apos;s rate</source>
        <translation>فارغ: سعر اليوم</translation>
    </message>
    <message>
        <source>Exchan&amp;ge rate</source>
        <translation>سعر الصرف</translation>
    </message>
    <message>
        <source>Fill the customer, warehouse and the goods left to issue (Enter)</source>
        <translation>تعبئة العميل والمستودع والبضاعة المتبقية للصرف (Enter)</translation>
    </message>
    <message>
        <source>Goods arrive in the warehouse from a supplier or another party.</source>
        <translation>تصل البضاعة إلى المستودع من مورد أو طرف آخر.</translation>
    </message>
    <message>
        <source>Goods leave the warehouse to a customer or another party.</source>
        <translation>تخرج البضاعة من المستودع إلى عميل أو طرف آخر.</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>الأسطر</translation>
    </message>
    <message>
        <source>Linked documents</source>
        <translation>المستندات المرتبطة</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>ملاحظات</translation>
    </message>
    <message>
        <source>Nothing matches “{text}” exactly. Pick one from the list.</source>
        <translation>لا يوجد ما يطابق “{text}” تمامًا. اختر من القائمة.</translation>
    </message>
    <message>
        <source>Other &amp;party no.</source>
        <translation>رقم ال&amp;طرف الآخر</translation>
    </message>
    <message>
        <source>P&amp;arty type</source>
        <translation type="vanished">&amp;نوع الطرف</translation>
    </message>
    <message>
        <source>Pape&amp;r number</source>
        <translation type="vanished">الرقم ال&amp;ورقي</translation>
    </message>
    <message>
        <source>Paper num&amp;ber</source>
        <translation type="vanished">الرقم ال&amp;ورقي</translation>
    </message>
    <message>
        <source>Paper number</source>
        <translation>الرقم الورقي</translation>
    </message>
    <message>
        <source>Part&amp;y type</source>
        <translation>&amp;نوع الطرف</translation>
    </message>
    <message>
        <source>Purchase order codes, comma between (optional)</source>
        <translation>أرقام أوامر الشراء، مفصولة بفواصل (اختياري)</translation>
    </message>
    <message>
        <source>Required with a foreign currency</source>
        <translation>مطلوب مع العملة الأجنبية</translation>
    </message>
    <message>
        <source>S&amp;upplier</source>
        <translation>المو&amp;رد</translation>
    </message>
    <message>
        <source>SO-… ships that order (optional)</source>
        <translation>SO-…‎ يصرف ذلك الأمر (اختياري)</translation>
    </message>
    <message>
        <source>Sales &amp;order</source>
        <translation type="vanished">أمر ال&amp;بيع</translation>
    </message>
    <message>
        <source>Sales &amp;person</source>
        <translation>من&amp;دوب المبيعات</translation>
    </message>
    <message>
        <source>Sales order</source>
        <translation>أمر بيع</translation>
    </message>
    <message>
        <source>Save the document (Ctrl+S)</source>
        <translation>حفظ المستند (Ctrl+S)</translation>
    </message>
    <message>
        <source>Supplier</source>
        <translation>المورد</translation>
    </message>
    <message>
        <source>Take its &amp;lines</source>
        <translation>أخ&amp;ذ أسطره</translation>
    </message>
    <message>
        <source>The party&apos;s number in your records</source>
        <translation>رقم الطرف في سجلاتك</translation>
    </message>
    <message>
        <source>Type a customer&apos;s code or name</source>
        <translation>اكتب كود العميل أو اسمه</translation>
    </message>
    <message>
        <source>Type a supplier&apos;s code or name</source>
        <translation>اكتب كود المورد أو اسمه</translation>
    </message>
    <message>
        <source>Value of the goods</source>
        <translation>قيمة البضاعة</translation>
    </message>
    <message>
        <source>{code} is saved: the stock has moved.</source>
        <translation>حُفظ {code}: تحرّك المخزون.</translation>
    </message>
</context>
<context>
    <name>WorkOrderListView</name>
    <message>
        <source>&amp;Code</source>
        <translation type="vanished">ال&amp;كود</translation>
    </message>
    <message>
        <source>&amp;Issue offering…</source>
        <translation>إذن &amp;صرف…</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;جديد</translation>
    </message>
    <message>
        <source>&amp;New opening balance…</source>
        <translation>رصيد افتتاحي &amp;جديد…</translation>
    </message>
    <message>
        <source>&amp;Opening balance…</source>
        <translation>&amp;رصيد افتتاحي…</translation>
    </message>
    <message>
        <source>&amp;Paper number</source>
        <translation>الرقم ال&amp;ورقي</translation>
    </message>
    <message>
        <source>&amp;Supplies receipt…</source>
        <translation>إذن استلام &amp;توريدات…</translation>
    </message>
    <message>
        <source>Any customer</source>
        <translation>أي عميل</translation>
    </message>
    <message>
        <source>Any supplier</source>
        <translation>أي مورد</translation>
    </message>
    <message>
        <source>C&amp;ustomer</source>
        <translation>العم&amp;يل</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>الكود</translation>
    </message>
    <message>
        <source>Cu&amp;stomer</source>
        <translation type="vanished">العم&amp;يل</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>مطابق</translation>
    </message>
    <message>
        <source>Exact, e.g. IO-WH01-3</source>
        <translation>مطابق، مثل IO-WH01-3</translation>
    </message>
    <message>
        <source>Fro&amp;m</source>
        <translation type="vanished">من</translation>
    </message>
    <message>
        <source>From</source>
        <translation>من</translation>
    </message>
    <message>
        <source>Nothing matches “{text}”. Pick from the list.</source>
        <translation>لا يوجد ما يطابق “{text}”. اختر من القائمة.</translation>
    </message>
    <message>
        <source>Only m&amp;ine</source>
        <translation>أوامري ف&amp;قط</translation>
    </message>
    <message>
        <source>Only work orders created by this app&apos;s API user (the API&apos;s default).</source>
        <translation>أوامر التشغيل التي أنشأها مستخدم API لهذا التطبيق فقط (الافتراضي في API).</translation>
    </message>
    <message>
        <source>Record the stock a warehouse starts with (Ctrl+N)</source>
        <translation>تسجيل المخزون الذي يبدأ به المستودع (Ctrl+N)</translation>
    </message>
    <message>
        <source>Show the selected work order (Enter)</source>
        <translation>عرض أمر التشغيل المحدد (Enter)</translation>
    </message>
    <message>
        <source>Supp&amp;lier</source>
        <translation>المو&amp;رد</translation>
    </message>
    <message>
        <source>T&amp;ype</source>
        <translation>ال&amp;نوع</translation>
    </message>
    <message>
        <source>The work orders could not be loaded. {reason}</source>
        <translation>تعذّر تحميل أوامر التشغيل. {reason}</translation>
    </message>
    <message>
        <source>To</source>
        <translation>إ&amp;لى</translation>
    </message>
    <message>
        <source>Work orders</source>
        <translation>أوامر التشغيل</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>سنة-شهر-يوم</translation>
    </message>
    <message>
        <source>work-orders</source>
        <translation>أوامر التشغيل</translation>
    </message>
    <message>
        <source>“{text}” is not a date: type it as YYYY-MM-DD.</source>
        <translation>“{text}” ليس تاريخًا: اكتبه بالصيغة سنة-شهر-يوم.</translation>
    </message>
</context>
<context>
    <name>WorkOrders</name>
    <message numerus="yes">
        <source>%Ln work orders</source>
        <translation>
            <numerusform>لا توجد أوامر تشغيل</numerusform>
            <numerusform>أمر تشغيل واحد</numerusform>
            <numerusform>أمرا تشغيل</numerusform>
            <numerusform>%Ln أوامر تشغيل</numerusform>
            <numerusform>%Ln أمر تشغيل</numerusform>
            <numerusform>%Ln أمر تشغيل</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%Ln archived)</source>
        <translation>
            <numerusform>(لا يوجد مؤرشف)</numerusform>
            <numerusform>(واحد مؤرشف)</numerusform>
            <numerusform>(اثنان مؤرشفان)</numerusform>
            <numerusform>(%Ln مؤرشفة)</numerusform>
            <numerusform>(%Ln مؤرشفًا)</numerusform>
            <numerusform>(%Ln مؤرشف)</numerusform>
        </translation>
    </message>
    <message>
        <source>(the latest {count}: narrow the dates to see older ones)</source>
        <translation>(أحدث {count}: ضيّق نطاق التواريخ لرؤية الأقدم)</translation>
    </message>
    <message>
        <source>All types</source>
        <translation>كل الأنواع</translation>
    </message>
    <message>
        <source>Approved</source>
        <translation>معتمد</translation>
    </message>
    <message>
        <source>Archived.</source>
        <translation>مؤرشف.</translation>
    </message>
    <message>
        <source>Batch / expiry</source>
        <translation>التشغيلة / الصلاحية</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>الكود</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>مكتمل</translation>
    </message>
    <message>
        <source>Created by</source>
        <translation>أنشأه</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>العملة</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>التاريخ</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>مسودة</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>سعر الصرف</translation>
    </message>
    <message>
        <source>External id</source>
        <translation>المعرّف الخارجي</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>الصنف</translation>
    </message>
    <message>
        <source>Line warehouse</source>
        <translation>مستودع السطر</translation>
    </message>
    <message>
        <source>Loading work orders</source>
        <translation>تحميل أوامر التشغيل</translation>
    </message>
    <message>
        <source>Made automatically</source>
        <translation>أُنشئ تلقائيًا</translation>
    </message>
    <message>
        <source>Other party #{id}</source>
        <translation>طرف آخر #{id}</translation>
    </message>
    <message>
        <source>Paper number</source>
        <translation>الرقم الورقي</translation>
    </message>
    <message>
        <source>Party</source>
        <translation>الطرف</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>السعر</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>الكمية</translation>
    </message>
    <message>
        <source>Related document</source>
        <translation>المستند المرتبط</translation>
    </message>
    <message>
        <source>Returned</source>
        <translation>مُرتجَع</translation>
    </message>
    <message>
        <source>Sales person</source>
        <translation>مندوب المبيعات</translation>
    </message>
    <message>
        <source>Serial numbers</source>
        <translation>الأرقام التسلسلية</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>الحالة</translation>
    </message>
    <message>
        <source>This work order is archived.</source>
        <translation>أمر التشغيل هذا مؤرشف.</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>النوع</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>الوحدة</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>القيمة</translation>
    </message>
    <message>
        <source>Warehouse</source>
        <translation>المستودع</translation>
    </message>
</context>
<context>
    <name>dialogs</name>
    <message>
        <source>Details</source>
        <translation>التفاصيل</translation>
    </message>
    <message>
        <source>Yours and theirs</source>
        <translation>نسختك ونسختهم</translation>
    </message>
</context>
</TS>
