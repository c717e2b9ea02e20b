# Съобщенията за грешки на HTTP API. Аргументите са стойности от заявката
# (маршрут, поискано име) или подробности от анализатора; не се превеждат.

unknown-route = Няма маршрут на API { $route }; маршрутите са описани в /api/openapi.json.
payload-too-large = Тялото на заявката е по-голямо от границата от 1 MiB. Изпратете по-малък модел или го разделете.
invalid-json = Тялото на заявката не е валиден JSON ({ $detail }). Изпратете един JSON обект; форматът на модела е описан в /api/openapi.json.
unknown-key = { $detail }. Непознатите ключове се отхвърлят, защото почти винаги са грешно изписани.
example-not-found = Няма пример с име „{ $slug }“; GET /api/v1/examples ги изброява.
unknown-format = Няма формат за експорт „{ $format }“; форматите са mongosh, mermaid, mermaid-model, json-schema и compass.
model-not-found = На тази връзка няма споделен модел. Проверете дали връзката е копирана изцяло.
session-not-found = На тази връзка няма сесия на живо. Проверете дали връзката е копирана изцяло.
foreign-origin = В сесия на живо може да се влезе само от страниците на Nestlink; тази заявка идва от страница на друг сайт. Отворете връзката на сесията.
not-websocket = Този адрес е WebSocket ({ $route }); свържете се с него чрез WebSocket клиент.
rate-limited = Оттук са създадени твърде много връзки за кратко време. Опитайте отново след { $seconds ->
    [one] { $seconds } секунда
   *[other] { $seconds } секунди
}.
storage-unavailable = Споделените връзки в момента не са достъпни: няма връзка с базата данни. Моделът ви е запазен в този браузър; опитайте отново след малко.
overloaded = Сървърът в момента е зает с други анализи. Нищо не е загубено: изпратете същата заявка отново след малко.
unsupported-media-type = Тялото е изпратено като { $given }; този маршрут чете { $expected }. Изпратете го с този Content-Type.
invalid-text = Тялото не е текст в UTF-8 ({ $detail }). Запазете файла в UTF-8 и го изпратете отново.
internal = Нещо се обърка на сървъра; заявката беше наред. Опитайте отново и съобщете, ако продължава да се случва.
model-not-valid = Моделът не е валиден.
more-problems = { $first } (и още { $n ->
    [one] { $n } проблем
   *[other] { $n } проблема
}, изброени в "problems")

import-syntax = SQL не може да се прочете на ред { $line }, колона { $column }: { $reason }. Поправете го там и импортирайте отново.
import-document = Стойността в { $path } не може да се импортира: { $reason }.
import-empty-sql = SQL не създава нито една таблица. Импортирайте операторите CREATE TABLE на схемата (извеждат ги pg_dump --schema-only, mysqldump --no-data или .schema на SQLite).
import-empty-documents = Няма документи, от които да се направят изводи. Изпратете няколко документа от всяка колекция (mongoexport или резултат от find(), копиран от mongosh).
import-empty-compass = Диаграмата няма колекции.
import-breaks = Импортът би създал модел, който нарушава правило: { $problem } Импортирайте схемата на части или я поправете там.
import-too-large-sql = SQL създава { $count } таблици; един модел побира най-много 2000. Импортирайте схемата на части.
import-too-large-documents = От документите се получават { $count } обекта (колекции и вградените в тях документи); един модел побира най-много 2000. Импортирайте по-малко колекции наведнъж.
import-too-large-compass = Диаграмата има { $count } колекции; един модел побира най-много 2000. Разделете диаграмата в Compass и импортирайте всяка част.

## Why an importer refuses a value ({ $reason } of import-document above).
import-model-sql = Импорт от SQL
import-model-documents = Импорт от документи
import-refused-not-a-document = образецът трябва да е документ (JSON обект)
import-refused-not-compass = това не е файл с диаграма на Compass ({ $detail })
import-refused-not-compass-type = това не е файл с диаграма на Compass Data Modeling (тип "{ $type }", версия { $version })
import-refused-edits-not-base64 = редакциите (edits) не са в base64
import-refused-edits-not-json = редакциите (edits) не са JSON ({ $detail })
import-refused-edits-not-a-list = редакциите (edits) не са списък от редакции
import-refused-edit-without-type = една редакция няма тип
import-refused-set-model-empty = SetModel няма модел с колекции
import-refused-first-edit = първата редакция трябва да задава модела (SetModel)
import-refused-no-set-model = нито една редакция не задава модела
import-refused-no-ns = една колекция няма ns

## An import's notes: what it skipped or guessed.
import-note-on-relationships = връзки
import-note-on-primary-keys = първични ключове
import-note-on-foreign-keys = външни ключове
import-note-on-index = индекс на { $table }
import-note-on-view = изглед { $view }
import-note-only-nulls = Срещнати са само стойности null; импортира се като низ.
import-note-type-seen = { $type } в { $count }
import-note-several-types = Стойности от няколко типа ({ $counts }); импортира се като { $type }, най-честия.
import-note-present-in = Присъства в { $present } от { $documents } { $documents ->
        [one] документ
       *[other] документа
    }.
import-note-ids-many-to-many = Стойностите ObjectId в него са стойности на _id от „{ $parent }“: връзка много към много.
import-note-ids-reference = Стойностите му са стойности на _id от „{ $parent }“: препратка, затова е връзката, а не поле. Образецът не може да каже колко документа { $path } има един „{ $parent }“: задайте броя.
import-note-unknown-compass-type = Типът му не е от познатите на Nestlink; импортира се като низ.
import-note-link-field = В него е препратката на връзката, затова е връзката, а не поле.
import-note-compass-counts = Кардиналностите на Compass казват „едно“ или „много“, но не колко: всяко „много“ получава броя по подразбиране на Nestlink. Задайте истинския брой: съветът зависи от него.
import-note-relationship-without-sides = Връзка без две колекции от диаграмата е пропусната.
import-note-edit-skipped = Редакция { $kind } назовава нещо, което диаграмата няма; пропусната е.
import-note-edit-not-replayed = Редакция { $kind } в { $collection } не е възпроизведена: проверете полетата на тази колекция.
import-note-edit-unknown = Редакция от вид, който Nestlink не познава ({ $kind }), е пропусната.
import-note-alter-skipped = Четат се само добавени ключове; "{ $operation }" е пропуснато.
import-note-index-skipped = Индексите не се импортират: съветът предлага индексите, които всеки модел изисква. Вместо това отбележете полетата, по които заявките филтрират.
import-note-view-skipped = Изгледите не се импортират; изглед, който съединява таблици, често сочи данни, които се четат заедно.
import-note-statement-skipped = Импортират се само таблици, техните ключове и уникални индекси; този оператор е пропуснат.
import-note-table-twice = Таблицата е създадена два пъти; запазено е първото определение.
import-note-compound-primary-key = Първичният ключ има { $count } { $count ->
        [one] колона
       *[other] колони
    } ({ $columns }); те остават полета и всеки документ получава собствен _id. Съставен ключ може да бъде и _id като поддокумент.
import-note-join-table = Таблицата само свързва { $first } и { $second }, затова е връзка много към много.
import-note-join-table-with-fields = Таблицата само свързва { $first } и { $second }, затова е връзка много към много; другите ѝ колони ({ $fields }) са собствени полета на връзката.
import-note-default-counts = Външният ключ не казва колко деца има един родител, затова { $count } { $count ->
        [one] връзка едно към много получава
       *[other] връзки едно към много получават
    } броя по подразбиране на Nestlink (около 100 деца, най-много 2000). Не казва и дали децата се четат заедно с родителя, затова всяка запазва посоката си: детето пази идентификатора на родителя си, с индекс върху него. Задайте истинския брой и отметнете „… обикновено се показва заедно с …“ там, където децата се показват с родителя си, за да бъде претеглено вграждането.
import-note-keys-as-ids = Всеки от тези първични ключове става _id на своя документ, затова не е поле: { $keys }.
import-note-keys-as-links = Всяка от тези колони с външни ключове стана връзка, затова не е поле; съветът казва къде се пази всяка препратка: { $columns }.
import-note-foreign-key-without-table = Външен ключ се добавя към таблица, която SQL не създава; пропуснат е.
import-note-references-missing = Сочи към { $table }, която SQL не създава; колоната остава поле.
import-note-foreign-key-without-column = Външният ключ назовава колона, която таблицата няма; пропуснат е.
import-note-compound-unique = Ограничението за уникалност върху ({ $columns }) обхваща { $count } { $count ->
        [one] колона
       *[other] колони
    }; уникално поле става само единична колона. Запазете го със съставен уникален индекс: { $code }.
import-note-column-without-type = Колоната няма тип; импортира се като низ.
import-note-unknown-sql-type = Типът { $type } не е от познатите на Nestlink (изброим тип или собствен тип на базата данни?); импортира се като низ.
