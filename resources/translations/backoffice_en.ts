<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Accounts</name>
    <message numerus="yes">
        <source>%Ln accounts</source>
        <translation>
            <numerusform>%Ln account</numerusform>
            <numerusform>%Ln accounts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Brands</name>
    <message numerus="yes">
        <source>%Ln brands</source>
        <translation>
            <numerusform>%Ln brand</numerusform>
            <numerusform>%Ln brands</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClassificationTreeView</name>
    <message numerus="yes">
        <source>%Ln classifications</source>
        <translation>
            <numerusform>%Ln classification</numerusform>
            <numerusform>%Ln classifications</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Classifications</name>
    <message numerus="yes">
        <source>%Ln sub-classifications</source>
        <translation>
            <numerusform>%Ln sub-classification</numerusform>
            <numerusform>%Ln sub-classifications</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last level; %Ln stock items</source>
        <translation>
            <numerusform>Last level; %Ln stock item</numerusform>
            <numerusform>Last level; %Ln stock items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“{name}” holds %Ln stock items, so it cannot get sub-classifications: stock items live on the last level only. Move its items first, or choose another classification.</source>
        <translation>
            <numerusform>“{name}” holds %Ln stock item, so it cannot get sub-classifications: stock items live on the last level only. Move the item first, or choose another classification.</numerusform>
            <numerusform>“{name}” holds %Ln stock items, so it cannot get sub-classifications: stock items live on the last level only. Move its items first, or choose another classification.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Customers</name>
    <message numerus="yes">
        <source>%Ln addresses</source>
        <translation>
            <numerusform>%Ln address</numerusform>
            <numerusform>%Ln addresses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln balances could not be read. {reason}</source>
        <translation>
            <numerusform>%Ln balance could not be read. {reason}</numerusform>
            <numerusform>%Ln balances could not be read. {reason}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln customers</source>
        <translation>
            <numerusform>%Ln customer</numerusform>
            <numerusform>%Ln customers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%Ln inactive)</source>
        <translation>
            <numerusform>(%Ln inactive)</numerusform>
            <numerusform>(%Ln inactive)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Showing the first {count} of %Ln customers. Use Search or the filters to find the others.</source>
        <translation>
            <numerusform>Showing the first {count} of %Ln customer. Use Search or the filters to find the others.</numerusform>
            <numerusform>Showing the first {count} of %Ln customers. Use Search or the filters to find the others.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DynamicProperties</name>
    <message numerus="yes">
        <source>%Ln properties</source>
        <translation>
            <numerusform>%Ln property</numerusform>
            <numerusform>%Ln properties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Created (%Ln values).</source>
        <translation>
            <numerusform>Created (%Ln value).</numerusform>
            <numerusform>Created (%Ln values).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message numerus="yes">
        <source>%Ln rows exported to {file}.</source>
        <translation>
            <numerusform>%Ln row exported to {file}.</numerusform>
            <numerusform>%Ln rows exported to {file}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Geography</name>
    <message numerus="yes">
        <source>%Ln cities</source>
        <translation>
            <numerusform>%Ln city</numerusform>
            <numerusform>%Ln cities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln districts in {city}</source>
        <translation>
            <numerusform>%Ln district in {city}</numerusform>
            <numerusform>%Ln districts in {city}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Import</name>
    <message numerus="yes">
        <source>%Ln rows</source>
        <translation>
            <numerusform>%Ln row</numerusform>
            <numerusform>%Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln rows were not imported. Export them with their errors, fix them and import that file again.</source>
        <translation>
            <numerusform>%Ln row was not imported. Export it with its error, fix it and import that file again.</numerusform>
            <numerusform>%Ln rows were not imported. Export them with their errors, fix them and import that file again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportView</name>
    <message numerus="yes">
        <source>&amp;Import %Ln rows</source>
        <translation>
            <numerusform>&amp;Import %Ln row</numerusform>
            <numerusform>&amp;Import %Ln rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InvoicedQuantity</name>
    <message numerus="yes">
        <source>Done: %Ln lines of {code} adjusted.</source>
        <translation>
            <numerusform>Done: %Ln line of {code} adjusted.</numerusform>
            <numerusform>Done: %Ln lines of {code} adjusted.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JournalList</name>
    <message numerus="yes">
        <source>%Ln documents</source>
        <translation>
            <numerusform>%Ln document</numerusform>
            <numerusform>%Ln documents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln documents, {unposted} unposted</source>
        <translation>
            <numerusform>%Ln document, {unposted} unposted</numerusform>
            <numerusform>%Ln documents, {unposted} unposted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Showing the newest {count} of %Ln documents: narrow the dates to see the rest.</source>
        <translation>
            <numerusform>Showing the newest {count} of %Ln document: narrow the dates to see the rest.</numerusform>
            <numerusform>Showing the newest {count} of %Ln documents: narrow the dates to see the rest.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JumpDialog</name>
    <message numerus="yes">
        <source>%Ln matches</source>
        <translation>
            <numerusform>%Ln match</numerusform>
            <numerusform>%Ln matches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OpeningBalanceEditorView</name>
    <message numerus="yes">
        <source>(%Ln lines at the purchase price)</source>
        <translation>
            <numerusform>(%Ln line at the purchase price)</numerusform>
            <numerusform>(%Ln lines at the purchase price)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Outbox</name>
    <message numerus="yes">
        <source>%Ln h ago</source>
        <translation>
            <numerusform>%Ln h ago</numerusform>
            <numerusform>%Ln h ago</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln min ago</source>
        <translation>
            <numerusform>%Ln min ago</numerusform>
            <numerusform>%Ln min ago</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tried %Ln times; sent when the server answers.</source>
        <translation>
            <numerusform>Tried once; sent when the server answers.</numerusform>
            <numerusform>Tried %Ln times; sent when the server answers.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrintWindow</name>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation type="vanished">
            <numerusform>%n row</numerusform>
            <numerusform>%n rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Purchases</name>
    <message numerus="yes">
        <source>%Ln purchase documents</source>
        <translation>
            <numerusform>%Ln purchase document</numerusform>
            <numerusform>%Ln purchase documents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln purchase returns</source>
        <translation>
            <numerusform>%Ln purchase return</numerusform>
            <numerusform>%Ln purchase returns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Reports</name>
    <message numerus="yes">
        <source>%Ln account(s) in no section of the statement layout: listed under Unassigned (debit balances); assets and unassigned equal liabilities and equity.</source>
        <translation>
            <numerusform>%Ln account in no section of the statement layout: listed under Unassigned (debit balances); assets and unassigned equal liabilities and equity.</numerusform>
            <numerusform>%Ln accounts in no section of the statement layout: listed under Unassigned (debit balances); assets and unassigned equal liabilities and equity.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln account(s) in no section of the statement layout: listed under Unassigned, in no result (Reports › Statement layout…).</source>
        <translation>
            <numerusform>%Ln account in no section of the statement layout: listed under Unassigned, in no result (Reports › Statement layout…).</numerusform>
            <numerusform>%Ln accounts in no section of the statement layout: listed under Unassigned, in no result (Reports › Statement layout…).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln document(s)</source>
        <translation>
            <numerusform>%Ln document</numerusform>
            <numerusform>%Ln documents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln template(s)</source>
        <translation>
            <numerusform>%Ln template</numerusform>
            <numerusform>%Ln templates</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s)</source>
        <translation type="vanished">
            <numerusform>%n document</numerusform>
            <numerusform>%n documents</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReturnWizardView</name>
    <message numerus="yes">
        <source>{count} of %Ln lines ticked · Total to return: &lt;b&gt;{total} {currency}&lt;/b&gt;</source>
        <translation>
            <numerusform>{count} of %Ln line ticked · Total to return: &lt;b&gt;{total} {currency}&lt;/b&gt;</numerusform>
            <numerusform>{count} of %Ln lines ticked · Total to return: &lt;b&gt;{total} {currency}&lt;/b&gt;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SalesOrderEditor</name>
    <message numerus="yes">
        <source>%Ln lines</source>
        <translation>
            <numerusform>%Ln line</numerusform>
            <numerusform>%Ln lines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SalesOrders</name>
    <message numerus="yes">
        <source>(%Ln returns)</source>
        <translation>
            <numerusform>(%Ln return)</numerusform>
            <numerusform>(%Ln returns)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SalesPersons</name>
    <message numerus="yes">
        <source>%Ln sales persons</source>
        <translation>
            <numerusform>%Ln sales person</numerusform>
            <numerusform>%Ln sales persons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%Ln inactive)</source>
        <translation>
            <numerusform>(%Ln inactive)</numerusform>
            <numerusform>(%Ln inactive)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SalesReturns</name>
    <message numerus="yes">
        <source>%Ln sales returns</source>
        <translation>
            <numerusform>%Ln sales return</numerusform>
            <numerusform>%Ln sales returns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%Ln not received into stock yet)</source>
        <translation>
            <numerusform>(%Ln not received into stock yet)</numerusform>
            <numerusform>(%Ln not received into stock yet)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(among the latest %Ln sales documents: choose a customer or dates to see older returns)</source>
        <translation>
            <numerusform>(among the latest %Ln sales document: choose a customer or dates to see older returns)</numerusform>
            <numerusform>(among the latest %Ln sales documents: choose a customer or dates to see older returns)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SerialCheck</name>
    <message numerus="yes">
        <source>Check at most %Ln serials at once.</source>
        <translation>
            <numerusform>Check at most %Ln serial at once.</numerusform>
            <numerusform>Check at most %Ln serials at once.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServiceItems</name>
    <message numerus="yes">
        <source>%Ln service items</source>
        <translation>
            <numerusform>%Ln service item</numerusform>
            <numerusform>%Ln service items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%Ln inactive)</source>
        <translation>
            <numerusform>(%Ln inactive)</numerusform>
            <numerusform>(%Ln inactive)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatementLayoutDialog</name>
    <message numerus="yes">
        <source>%Ln account(s) unassigned: listed apart in the statements.</source>
        <translation>
            <numerusform>%Ln account unassigned: listed apart in the statements.</numerusform>
            <numerusform>%Ln accounts unassigned: listed apart in the statements.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StockItemEditor</name>
    <message numerus="yes">
        <source>%Ln items linked to this grouping item.</source>
        <translation>
            <numerusform>%Ln item linked to this grouping item.</numerusform>
            <numerusform>%Ln items linked to this grouping item.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StockItems</name>
    <message numerus="yes">
        <source>%Ln items found on the server</source>
        <translation>
            <numerusform>%Ln item found on the server</numerusform>
            <numerusform>%Ln items found on the server</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %Ln items</source>
        <translation>
            <numerusform>{shown} of %Ln item</numerusform>
            <numerusform>{shown} of %Ln items</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Sync</name>
    <message numerus="yes">
        <source>%Ln being checked</source>
        <translation>
            <numerusform>%Ln being checked</numerusform>
            <numerusform>%Ln being checked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln need attention</source>
        <translation>
            <numerusform>%Ln needs attention</numerusform>
            <numerusform>%Ln need attention</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln to send</source>
        <translation>
            <numerusform>%Ln to send</numerusform>
            <numerusform>%Ln to send</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Taxes</name>
    <message numerus="yes">
        <source>%Ln taxes</source>
        <translation>
            <numerusform>%Ln tax</numerusform>
            <numerusform>%Ln taxes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%Ln inactive)</source>
        <translation>
            <numerusform>(%Ln inactive)</numerusform>
            <numerusform>(%Ln inactive)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Totals</name>
    <message numerus="yes">
        <source>Selected %Ln rows:</source>
        <translation>
            <numerusform>Selected %Ln row:</numerusform>
            <numerusform>Selected %Ln rows:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Total of %Ln rows:</source>
        <translation>
            <numerusform>Total of %Ln row:</numerusform>
            <numerusform>Total of %Ln rows:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Total of the %Ln rows on this page:</source>
        <translation>
            <numerusform>Total of the %Ln row on this page:</numerusform>
            <numerusform>Total of the %Ln rows on this page:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{figure} ({counted} of %Ln)</source>
        <translation>
            <numerusform>{figure} ({counted} of %Ln)</numerusform>
            <numerusform>{figure} ({counted} of %Ln)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Warehouses</name>
    <message numerus="yes">
        <source>%Ln active warehouses</source>
        <translation>
            <numerusform>%Ln active warehouse</numerusform>
            <numerusform>%Ln active warehouses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln items across {warehouses} warehouses.</source>
        <translation>
            <numerusform>%Ln item across {warehouses} warehouses.</numerusform>
            <numerusform>%Ln items across {warehouses} warehouses.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln returns (RMA) warehouses</source>
        <translation>
            <numerusform>%Ln returns (RMA) warehouse</numerusform>
            <numerusform>%Ln returns (RMA) warehouses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln rows</source>
        <translation>
            <numerusform>%Ln row</numerusform>
            <numerusform>%Ln rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln rows, total quantity {total}</source>
        <translation type="vanished">
            <numerusform>%Ln row, total quantity {total}</numerusform>
            <numerusform>%Ln rows, total quantity {total}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>API user {user}: %Ln warehouses in classifications it may see. Warehouses outside every classification are not in the tree.</source>
        <translation>
            <numerusform>API user {user}: %Ln warehouse in classifications it may see. Warehouses outside every classification are not in the tree.</numerusform>
            <numerusform>API user {user}: %Ln warehouses in classifications it may see. Warehouses outside every classification are not in the tree.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WorkOrderEditor</name>
    <message numerus="yes">
        <source>%Ln serial numbers for a quantity of {quantity}.</source>
        <translation>
            <numerusform>%Ln serial number for a quantity of {quantity}.</numerusform>
            <numerusform>%Ln serial numbers for a quantity of {quantity}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The goods left to issue on {code} are filled in (%Ln lines). Saving ships the order.</source>
        <translation>
            <numerusform>The goods left to issue on {code} are filled in (%Ln line). Saving ships the order.</numerusform>
            <numerusform>The goods left to issue on {code} are filled in (%Ln lines). Saving ships the order.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WorkOrders</name>
    <message numerus="yes">
        <source>%Ln work orders</source>
        <translation>
            <numerusform>%Ln work order</numerusform>
            <numerusform>%Ln work orders</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%Ln archived)</source>
        <translation>
            <numerusform>(%Ln archived)</numerusform>
            <numerusform>(%Ln archived)</numerusform>
        </translation>
    </message>
</context>
</TS>
