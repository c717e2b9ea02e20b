# Проблемите на модела: това, което редакторът отбелязва до сгрешената част, и
# това, с което API отговаря при `invalid_model`. Ключовете на формата на модела
# (`typical`, `read_as`, "page") остават както са: тях човек променя във файла.
# { $name }, { $entity }, { $id } идват в кавички, както са написани в модела.

## Моделът като цяло
problem-unsupported-version = Версията на формата на модела е { $version }, но се разбира само версия { $understood }. Задайте на "version" стойност { $understood }.
problem-too-many-entities = Броят на обектите в модела е { $count }, а позволеният максимум е { $limit }. Разделете го на по-малки модели.
problem-too-many-relationships = Броят на връзките в модела е { $count }, а позволеният максимум е { $limit }. Разделете го на по-малки модели.
problem-count-too-large = { $key } е { $value } — повече от { $limit }, най-голямото число, което браузърът пази точно; използвайте по-малко число или null за max, когато няма граница.

## Обектите и техните полета
problem-invalid-id-entity = Идентификаторът на обект { $id } е невалиден: използвайте 1-64 букви, цифри, '_' или '-'.
problem-invalid-id-relationship = Идентификаторът на връзка { $id } е невалиден: използвайте 1-64 букви, цифри, '_' или '-'.
problem-duplicate-entity-id = Идентификаторът на обект { $id } вече се използва от { $first }; дайте на всеки обект собствен идентификатор.
problem-invalid-entity-name = Името на обект трябва да е 1-64 знака и да не е празно.
problem-duplicate-entity-name = Името на обект { $name } вече се използва от { $first }; имената трябва да са уникални.
problem-field-name-blank = Името на полето { $name } трябва да е 1-64 знака и да не е празно.
problem-field-name-dot = Името на полето { $name } не може да съдържа точка (MongoDB чете точките като пътища).
problem-field-name-dollar = Името на полето { $name } не може да започва с $ (MongoDB го резервира за операторите).
problem-duplicate-field = Обектът { $entity } вече има поле с име { $name }; преименувайте едното от тях.
problem-invalid-shape-versions = shape_versions брои формите на документите, които съществуват едновременно, затова е поне 1; използвайте 1, когато всички документи имат една и съща форма.
problem-invalid-archive-after = archive_after.count е 0: посочете след колко единици време ({ $per }) документите започват да се четат рядко (поне 1) или премахнете archive_after.
problem-archive-without-date = archive_after изисква възрастта на всеки документ да е в едно поле: добавете към { $entity } поле от тип date (кога е създаден или продаден) или премахнете archive_after.
problem-approximate-not-a-number = { $field } е от тип { $type }, но само числово поле може да е approximate (да се записва веднъж на определен брой промени); направете го число или премахнете approximate.

## Връзки
problem-duplicate-relationship-id = Идентификаторът на връзка { $id } вече се използва от { $first }; дайте на всяка връзка собствен идентификатор.
problem-unknown-entity = "{ $key }" посочва обекта { $id }, който не е в модела; използвайте идентификатора на съществуващ обект.
problem-label-blank = Надписът { $label } става име на поле, затова трябва да е 1-64 знака и да не е празен.
problem-label-dot = Надписът { $label } става име на поле, затова не може да съдържа точка (MongoDB чете точките като пътища).
problem-label-dollar = Надписът { $label } става име на поле, затова не може да започва с $ (MongoDB го резервира за операторите).
problem-unknown-display-field = display_fields посочва { $name }, но { $entity } (страната "to") няма такова поле.
problem-unknown-parent-display-field = parent_display_fields посочва { $name }, но { $entity } (страната "from") няма такова поле.
problem-typical-above-max = typical ({ $typical }) е по-голямо от max ({ $max }); увеличете max, намалете typical или задайте на max стойност null, ако няма граница.
problem-count-above-one = Връзка едно към едно има най-много едно дете, но { $key } е по-голямо от 1; променете кратността или броя.
problem-inverse-typical-not-many-to-many = inverse_typical (родители на едно дете) се отнася само за много към много, а кратността на тази връзка е { $cardinality }; премахнете го или променете кратността.
problem-tree-queries-not-self = tree_queries се отнася само за връзка на обект със самия него (from == to); премахнете го или насочете връзката към обекта, от който излиза.
problem-unknown-query-field = query_fields посочва { $name }, но { $entity } (страната "to") няма такова поле; добавете полето или го премахнете от списъка.
problem-invalid-reads-per-write = reads_per_write е { $ratio }, но то брои четенията на всяко записано дете, затова трябва да е число над 0 (1000 за хиляда четения на запис, 0.1 за едно четене на десет записа).
problem-invalid-growth = growth.count е 0, но growth описва пристигащи деца — поне 1 за единица време ({ $per }); премахнете growth, ако не пристигат деца.
problem-invalid-page-size = page_size е броят деца на една страница, затова е поне 1.
problem-page-size-missing = read_as е "page", но page_size не казва колко деца има на една страница; задайте page_size (например 20).
problem-page-size-without-pages = page_size се отнася само когато децата се четат по страница; задайте на read_as стойност "page" или премахнете page_size.
problem-latest-without-count = read_as е "latest", но shown_with_parent не казва колко от последните деца се показват; задайте shown_with_parent.
problem-outliers-without-max = outlier_max описва малкото родители над max, но max няма граница; задайте на max броя, в който се побират повечето родители, или премахнете outlier_max.
problem-outlier-max-not-above-max = outlier_max ({ $outlier }) трябва да е по-голямо от max ({ $max }): това е броят при малкото родители, които надхвърлят обичайното за повечето; увеличете го или използвайте null, ако изключенията нямат граница.
problem-link-field-name-blank = Името на полето на връзката { $name } трябва да е 1-64 знака и да не е празно.
problem-link-field-name-dot = Името на полето на връзката { $name } не може да съдържа точка (MongoDB чете точките като пътища).
problem-link-field-name-dollar = Името на полето на връзката { $name } не може да започва с $ (MongoDB го резервира за операторите).
problem-duplicate-link-field = Връзката вече има свое поле с име { $name }; преименувайте едното от тях.
problem-link-field-id = Поле на връзката не може да се казва "_id": в елемент на масив то би заело мястото на идентификатора на другата страна; преименувайте го.
problem-link-field-clash = Полето на връзката { $name } носи името на поле на { $entity }, а двете биха се озовали в един вграден документ; преименувайте полето на връзката.
problem-subtype-not-one-to-one = Връзката „е вид“ (subtype) е едно към едно: всеки документ { $entity } е от един вид. Променете кратността от { $cardinality } на one-to-one (едно към едно) или премахнете subtype.
problem-subtype-self = Обект не може да е вид на самия себе си; насочете връзката „е вид“ към друг обект или премахнете subtype.
problem-unknown-subtype-field = subtype.by посочва { $name }, но { $entity } (страната "from") няма такова поле; добавете полето, по което се различават видовете ("type", "sport"...).
problem-invalid-subtype-value = subtype.value е стойността на полето, посочено в "by", която отбелязва този вид; трябва да е 1-64 знака и да не е празна.
