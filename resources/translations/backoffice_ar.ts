<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar">
<!-- The Arabic catalogue. Refresh the messages from the code with
     pyside6-lupdate app -ts resources/translations/backoffice_ar.ts
     and translate them with pyside6-linguist; the build compiles it to backoffice_ar.qm. -->
<context>
    <name>MainWindow</name>
    <message>
        <source>Back Office Desktop</source>
        <translation>المكتب الخلفي</translation>
    </message>
</context>
</TS>
