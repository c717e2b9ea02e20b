# Думите на редактора: лентата с инструменти. `{ $n }` е число; съобщение,
# което зависи от него, има по една форма за всяка категория за множествено
# число в езика.

## Лентата с инструменти
toolbar = Инструменти на редактора
toolbar-loading = Редакторът се зарежда
model-name = Име на модела
new-model = Нов
new-model-hint = Започнете нов, празен модел; този остава в „Моите модели“
my-models = Моите модели
my-models-hint = Моделите, които пази този браузър: отваряне, преименуване, копиране или изтриване
open-file = Отвори файл
import-file = Внос на SQL или документи…
import-file-hint = Внесете схема, която имате (може да се отмени): SQL изрази CREATE TABLE (.sql), примерни документи от mongoexport (.json, .jsonl; изберете няколко файла, за да внесете няколко колекции и препратките между тях) или диаграма от MongoDB Compass (.mdm)
import-folder = Внос на папка…
import-folder-hint = Внесете папка с файлове от mongoexport (може да се отмени): всеки файл .json или .jsonl е колекция, с препратките между тях
examples-menu = Отвори пример
examples-menu-hint = Отворете разгледан пример като нов модел
examples-menu-first = Примери…
save-file = Запази файл
share = Сподели
share-hint = Запазете тази версия на сървъра и вземете връзка към нея
private-link = Лична връзка
private-link-hint = Връзка, която носи самия модел: нищо не се пази на сървъра
export-svg = Износ на SVG
export-png = Износ на PNG
export-picture-hint = Диаграмата с иконите на препоръките и рамките на колекциите, за раздавателен материал
with-advice = със съветите
with-advice-hint = Изнесената картина изброява до диаграмата модела и причината за всяка връзка
export-menu = Износ на схемата
export-menu-hint = Изтеглете препоръчаната схема: скрипт за mongosh, който я създава, диаграма на Mermaid или валидаторите ѝ
export-menu-first = Износ на схемата…
export-mongosh = Скрипт за mongosh
export-mermaid = Диаграма на Mermaid на колекциите
export-mermaid-model = Диаграма на Mermaid на модела
export-json-schema = Валидатори JSON Schema
export-compass = Диаграма за MongoDB Compass
new-entity = Нов обект
new-entity-hint = Нов обект (N)
auto-layout = Подреди
auto-layout-hint = Автоматично подреждане (L)
undo = Отмени
undo-hint = Отмени (Ctrl+Z)
redo = Повтори
redo-hint = Повтори (Ctrl+Shift+Z)
zoom-out = Намали
zoom-in = Увеличи
fit = Побери
fit-hint = Побери в екрана (F)
shortcuts = Клавиши
shortcuts-hint = Клавишни комбинации (?)
problem-count = { $n ->
    [0] Няма проблеми
    [one] { $n } проблем
   *[other] { $n } проблема
}

## Съвместна сесия
owner-replaces = Само собственикът на сесията заменя модела.
advice-hidden = Съветът е скрит, докато собственикът не разкрие отговора.

## Панелът с клавишни комбинации: клавишите на всеки ред, после какво правят
shortcuts-title = Клавишни комбинации
close = Затвори
shortcut-new-entity-keys = N
shortcut-new-entity = Нов обект
shortcut-add-field-keys = A
shortcut-add-field = Добавяне на поле към избрания обект (в името на поле Enter добавя следващото; Escape премахва недокоснато ново поле)
shortcut-relate-keys = R
shortcut-relate = Свързване на избрания обект: към избора на целта на връзката
shortcut-rename-keys = F2, двойно щракване
shortcut-rename = Преименуване на избрания обект на място
shortcut-next-previous-keys = ] / [
shortcut-next-previous = Избор на следващия / предишния обект и показването му
shortcut-delete-keys = Delete / Backspace
shortcut-delete = Изтриване на избраното
shortcut-undo-keys = Ctrl+Z
shortcut-undo = Отмяна
shortcut-redo-keys = Ctrl+Shift+Z / Ctrl+Y
shortcut-redo = Повторение
shortcut-paste-keys = Ctrl+V
shortcut-paste = Внос на поставен SQL, документи от mongoexport или диаграма от Compass (извън поле за текст)
shortcut-arrows-keys = Стрелки
shortcut-arrows = Преместване на избраните обекти или, ако няма избрани, превъртане на платното (със Shift — по-далеч)
shortcut-tab-keys = Tab / Shift+Tab
shortcut-tab = Преминаване от обект на обект и към всяка връзка
shortcut-select-keys = Enter / Интервал
shortcut-select = Избор на обекта или връзката на фокус
shortcut-escape-keys = Escape
shortcut-escape = Затваряне на панел и изчистване на избора или излизане от поле за текст
shortcut-layout-keys = L
shortcut-layout = Автоматично подреждане
shortcut-fit-keys = F
shortcut-fit = Побиране на диаграмата в екрана
shortcut-zoom-keys = + / -
shortcut-zoom = Увеличаване / намаляване
shortcut-wheel-keys = Колелце на мишката, щипване
shortcut-wheel = Мащабиране около показалеца
shortcut-pan-keys = Влачене на фона, Интервал+влачене
shortcut-pan = Превъртане на платното
shortcut-shift-select-keys = Shift+щракване, Shift+влачене
shortcut-shift-select = Добавяне към избора, избор с рамка
shortcut-handle-keys = Влачене на кръглата дръжка
shortcut-handle = Свързване на обект с друг (или със самия него)
shortcut-toggle-keys = ?
shortcut-toggle = Показване или скриване на този списък
shortcut-line-ends-keys = Краища на линиите
shortcut-line-ends = Чертичка е едно, малка „лапичка“ — няколко, „лапичка“ — много, двойна „лапичка“ — безброй (squillions)

## Известия
autosave-failed = Автоматичното запазване не успя: хранилището на браузъра е пълно или блокирано. Използвайте „Запази файл“, за да запазите работата си.
saved-unreadable = Запазеният модел не можа да бъде прочетен; той остава в „Моите модели“ и е започнат нов модел.
opened-link-model = Моделът от връзката е отворен като нов модел. Това, което имахте, е в „Моите модели“.
replace-for-everyone = Това заменя модела за всички в съвместната сесия, не само за вас. Да се замени ли?
only-owner-replaces = Само собственикът на сесията може да замени целия модел: той би се променил за всички.
share-instead = По-добре сподели
fork-before = Вашето копие, разклонение на{" "}
fork-after = . Онази връзка още показва оригинала; „Сподели“ създава нова за вашето копие.
shared-banner = Споделен модел. Първата ви промяна го прави ваше копие; тази връзка никога не се променя.

## Инспекторът
inspector = Инспектор
nothing-selected = Нищо не е избрано
nothing-selected-hint = Натиснете N или „Нов обект“, за да добавите обект. Щракнете обект или връзка, за да ги промените; влачете обектите, за да ги местите, а фона — за да превъртате платното.
many-selected = Избрани обекти: { $n }
many-selected-hint = Влачете един от тях, за да преместите всички; стрелките ги побутват.
delete-many = Изтрий обектите ({ $n })
entity = Обект
entity-name-label = Име
entity-name = Име на обекта
fields = Полета
add-field = Добави поле
relate = Свържи с друг обект
relate-to = С
relate-target = Цел на връзката
relate-choose = Изберете обект
kind = Вид
cardinality = Кратност
add-relationship = Добави връзка
delete-entity = Изтрий обекта
field-name = Име на поле { $n }
field-type = Тип на { $field }
field-changes = Колко често се променя { $field }
field-up = Премести { $field } нагоре
field-down = Премести { $field } надолу
field-delete = Изтрий полето { $field }
rel = Връзка
rel-from-to = От „{ $from }“ към „{ $to }“
rel-field-name = Име на полето
rel-label = Надпис на връзката
how-many = Колко?
how-many-typical = Колко „{ $children }“ обикновено има на един „{ $parent }“?
typical-count = Обичаен брой
at-most = Най-много?
max-count = Най-голям брой
max-unbounded-hint = Отметнато е „без горна граница“: махнете отметката, за да зададете максимум
no-upper-limit = Без горна граница (расте безкрайно)
inverse-typical-count = Обичаен брой в обратна посока
default-value = { $value } (по подразбиране)
no-limit-default = без граница (по подразбиране)
keep = Запази
keep-named = Запази: { $what }
keep-hint = Направете стойността своя, за да не се променя повече с вида
copied-legend = Какво се копира и трябва ли копията да пазят старата стойност?
shown-next-to = Кои полета на „{ $child }“ се показват до „{ $parent }“?
shown-with-each = Кои полета на „{ $parent }“ се показват с всеки „{ $child }“?
queries-legend = По какво филтрират или сортират заявките?
filter-sort = Полета на „{ $child }“, по които приложението филтрира или сортира
tree-legend = Какво се пита от дървото?
delete-relationship = Изтрий връзката

## Отваряне и платното
opened-example-new = Примерът „{ $name }“ е отворен като нов модел; вашият остава в „Моите модели“.
opened-example-session = Примерът „{ $name }“ е отворен за всички. „Отмени“ връща това, което имахте.
opened-file-new = Файлът „{ $name }“ е отворен като нов модел; вашият остава в „Моите модели“.
opened-file-session = Файлът „{ $name }“ е отворен за всички. „Отмени“ връща това, което имахте.
diagram = Диаграма на модела
entity-label = Обект { $name }
relate-handle = Влачете, за да свържете { $name } с друг обект
relationship-label = Връзка { $text }, от { $from } към { $to }
is-a = е вид
collection-frame = колекция { $name }

## Моите модели
my-models-note = Пазят се само в този браузър, последно променените са първи. С „Запази файл“ или „Сподели“ запазвате модел и другаде.
model-unreadable = Записът на този модел не може да бъде прочетен. Той се пази; „Изтрий“ го премахва.
save-unreadable = Запис, който не може да бъде прочетен
model-size = { $entities }, { $relationships }
entities-count = { $n ->
    [one] { $n } обект
   *[other] { $n } обекта
}
relationships-count = { $n ->
    [one] { $n } връзка
   *[other] { $n } връзки
}
kept-as-it-was = запазен какъвто беше
open-here = { $size } · отворен тук
model-name-of = Име на { $model }
open = Отвори
open-model = Отвори { $model }
duplicate = Копирай
duplicate-model = Копирай { $model }
delete = Изтрий
delete-model = Изтрий { $model }
delete-open-hint = Този модел е отворен тук: отворете друг, за да го изтриете
delete-hint = Изтриване („Върни изтрития“ го връща)
deleted = Моделът { $model } е изтрит.
undo-delete = Върни изтрития
undo-delete-failed = Изтритият модел не може да бъде върнат: хранилището на браузъра е пълно или блокирано.
