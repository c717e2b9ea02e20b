# Слова редактора: его панель инструментов. `{ $n }` — число; у сообщения,
# которое от него зависит, есть форма для каждой категории множественного
# числа языка.

## Панель инструментов
toolbar = Инструменты редактора
toolbar-loading = Редактор загружается
model-name = Название модели
new-model = Новая
new-model-hint = Начать новую пустую модель; эта останется в «Моих моделях»
my-models = Мои модели
my-models-hint = Модели, которые хранит этот браузер: открыть, переименовать, скопировать или удалить
open-file = Открыть файл
import-file = Импорт SQL или документов…
import-file-hint = Загрузить готовую схему (можно отменить): операторы SQL CREATE TABLE (.sql), примеры документов из mongoexport (.json, .jsonl; выберите несколько файлов, чтобы импортировать несколько коллекций и ссылки между ними) или диаграмму MongoDB Compass (.mdm)
import-folder = Импорт папки…
import-folder-hint = Импортировать папку файлов mongoexport (можно отменить): каждый файл .json или .jsonl — коллекция, со ссылками между ними
examples-menu = Открыть пример
examples-menu-hint = Открыть разобранный пример как новую модель
examples-menu-first = Примеры…
save-file = Сохранить файл
share = Поделиться
share-hint = Сохранить эту версию на сервере и получить ссылку на неё
private-link = Личная ссылка
private-link-hint = Ссылка, которая несёт саму модель: на сервере ничего не хранится
export-svg = Экспорт SVG
export-png = Экспорт PNG
export-picture-hint = Диаграмма со значками рекомендаций и рамками коллекций, для раздаточного материала
with-advice = с советами
with-advice-hint = На экспортированной картинке рядом с диаграммой перечислены шаблон и причина для каждой связи
export-menu = Экспорт схемы
export-menu-hint = Скачать рекомендуемую схему: скрипт mongosh, который её создаёт, диаграмму Mermaid или её валидаторы
export-menu-first = Экспорт схемы…
export-mongosh = Скрипт mongosh
export-mermaid = Диаграмма Mermaid коллекций
export-mermaid-model = Диаграмма Mermaid модели
export-json-schema = Валидаторы JSON Schema
export-compass = Диаграмма MongoDB Compass
new-entity = Новая сущность
new-entity-hint = Новая сущность (N)
auto-layout = Упорядочить
auto-layout-hint = Упорядочить автоматически (L)
undo = Отменить
undo-hint = Отменить (Ctrl+Z)
redo = Повторить
redo-hint = Повторить (Ctrl+Shift+Z)
zoom-out = Уменьшить
zoom-in = Увеличить
fit = Вместить
fit-hint = Вместить в экран (F)
shortcuts = Клавиши
shortcuts-hint = Сочетания клавиш (?)
problem-count = { $n ->
    [0] Проблем нет
    [one] { $n } проблема
    [few] { $n } проблемы
   *[many] { $n } проблем
}

## Совместный сеанс
owner-replaces = Заменить модель может только владелец сеанса.
advice-hidden = Совет скрыт, пока владелец не откроет ответ.

## Панель сочетаний клавиш: клавиши каждой строки, затем что они делают
shortcuts-title = Сочетания клавиш
close = Закрыть
shortcut-new-entity-keys = N
shortcut-new-entity = Новая сущность
shortcut-add-field-keys = A
shortcut-add-field = Добавить поле выбранной сущности (в имени поля Enter добавляет следующее; Escape убирает нетронутое новое)
shortcut-relate-keys = R
shortcut-relate = Связать выбранную сущность: перейти к выбору цели связи
shortcut-rename-keys = F2, двойной щелчок
shortcut-rename = Переименовать выбранную сущность на месте
shortcut-next-previous-keys = ] / [
shortcut-next-previous = Выбрать следующую / предыдущую сущность и показать её
shortcut-delete-keys = Delete / Backspace
shortcut-delete = Удалить выбранное
shortcut-undo-keys = Ctrl+Z
shortcut-undo = Отменить
shortcut-redo-keys = Ctrl+Shift+Z / Ctrl+Y
shortcut-redo = Повторить
shortcut-paste-keys = Ctrl+V
shortcut-paste = Импортировать вставленный SQL, документы mongoexport или диаграмму Compass (вне поля ввода)
shortcut-arrows-keys = Стрелки
shortcut-arrows = Сдвинуть выбранные сущности или, если ничего не выбрано, прокрутить холст (с Shift — дальше)
shortcut-tab-keys = Tab / Shift+Tab
shortcut-tab = Переходить от сущности к сущности и к каждой связи
shortcut-select-keys = Enter / Пробел
shortcut-select = Выбрать сущность или связь, на которой фокус
shortcut-escape-keys = Escape
shortcut-escape = Закрыть панель и снять выбор или выйти из текстового поля
shortcut-layout-keys = L
shortcut-layout = Упорядочить автоматически
shortcut-fit-keys = F
shortcut-fit = Вместить диаграмму в экран
shortcut-zoom-keys = + / -
shortcut-zoom = Увеличить / уменьшить
shortcut-wheel-keys = Колесо мыши, щипок
shortcut-wheel = Масштаб вокруг указателя
shortcut-pan-keys = Перетаскивание фона, Пробел+перетаскивание
shortcut-pan = Прокрутить холст
shortcut-shift-select-keys = Shift+щелчок, Shift+перетаскивание
shortcut-shift-select = Добавить к выбору, выбрать рамкой
shortcut-handle-keys = Перетащить круглый маркер
shortcut-handle = Связать сущность с другой (или с самой собой)
shortcut-toggle-keys = ?
shortcut-toggle = Показать или скрыть этот список
shortcut-line-ends-keys = Концы линий
shortcut-line-ends = Черта — один, маленькая «лапка» — несколько, «лапка» — много, двойная «лапка» — бесчисленное множество (squillions)

## Уведомления
autosave-failed = Автосохранение не удалось: хранилище браузера заполнено или заблокировано. Чтобы не потерять работу, нажмите «Сохранить файл».
saved-unreadable = Сохранённую модель не удалось прочитать; она оставлена в «Моих моделях», и начата новая модель.
opened-link-model = Модель из ссылки открыта как новая модель. То, что у вас было, — в «Моих моделях».
replace-for-everyone = Это заменит модель для всех участников совместного сеанса, а не только для вас. Заменить?
only-owner-replaces = Заменить всю модель может только владелец сеанса: она изменилась бы у всех.
share-instead = Лучше поделиться
fork-before = Ваша копия, ответвление от{" "}
fork-after = . По той ссылке по-прежнему открывается оригинал; «Поделиться» создаст новую ссылку для вашей копии.
shared-banner = Общая модель. Первое же ваше изменение сделает её вашей копией; эта ссылка никогда не меняется.

## Инспектор
inspector = Инспектор
nothing-selected = Ничего не выбрано
nothing-selected-hint = Нажмите N или «Новая сущность», чтобы добавить сущность. Щёлкните сущность или связь, чтобы изменить её; перетаскивайте сущности, чтобы двигать их, а фон — чтобы прокручивать холст.
many-selected = Выбрано сущностей: { $n }
many-selected-hint = Перетащите одну из них, чтобы сдвинуть все; стрелки сдвигают их понемногу.
delete-many = Удалить сущности ({ $n })
entity = Сущность
entity-name-label = Имя
entity-name = Имя сущности
fields = Поля
add-field = Добавить поле
relate = Связать с другой сущностью
relate-to = С
relate-target = Цель связи
relate-choose = Выберите сущность
kind = Вид
cardinality = Кратность
add-relationship = Добавить связь
delete-entity = Удалить сущность
field-name = Имя поля { $n }
field-type = Тип поля { $field }
field-changes = Как часто меняется { $field }
field-up = Поднять { $field }
field-down = Опустить { $field }
field-delete = Удалить поле { $field }
rel = Связь
rel-from-to = От «{ $from }» к «{ $to }»
rel-field-name = Имя поля
rel-label = Подпись связи
how-many = Сколько?
how-many-typical = Сколько «{ $children }» обычно приходится на один «{ $parent }»?
typical-count = Обычное количество
at-most = Не больше?
max-count = Наибольшее количество
max-unbounded-hint = Отмечено «без верхнего предела»: снимите отметку, чтобы задать максимум
no-upper-limit = Без верхнего предела (растёт бесконечно)
inverse-typical-count = Обычное количество в обратную сторону
default-value = { $value } (по умолчанию)
no-limit-default = без предела (по умолчанию)
keep = Оставить
keep-named = Оставить: { $what }
keep-hint = Сделать значение вашим, чтобы оно больше не менялось вместе с видом
copied-legend = Что копируется и должны ли копии хранить старое значение?
shown-next-to = Какие поля «{ $child }» показываются рядом с «{ $parent }»?
shown-with-each = Какие поля «{ $parent }» показываются с каждым «{ $child }»?
queries-legend = По чему запросы фильтруют или сортируют?
filter-sort = Поля «{ $child }», по которым приложение фильтрует или сортирует
tree-legend = Что запрашивают у дерева?
delete-relationship = Удалить связь

## Открытие и холст
opened-example-new = Пример «{ $name }» открыт как новая модель; ваша осталась в «Моих моделях».
opened-example-session = Пример «{ $name }» открыт для всех. «Отменить» вернёт то, что было.
opened-file-new = Файл «{ $name }» открыт как новая модель; ваша осталась в «Моих моделях».
opened-file-session = Файл «{ $name }» открыт для всех. «Отменить» вернёт то, что было.
diagram = Диаграмма модели
entity-label = Сущность { $name }
relate-handle = Перетащите, чтобы связать { $name } с другой сущностью
relationship-label = Связь { $text }, от { $from } к { $to }
is-a = является
collection-frame = коллекция { $name }

## Мои модели
my-models-note = Хранятся только в этом браузере, последние изменённые — сверху. Чтобы сохранить модель где-то ещё, используйте «Сохранить файл» или «Поделиться».
model-unreadable = Сохранение этой модели не удалось прочитать. Оно оставлено; «Удалить» уберёт его.
save-unreadable = Сохранение, которое нельзя прочитать
model-size = { $entities }, { $relationships }
entities-count = { $n ->
    [one] { $n } сущность
    [few] { $n } сущности
   *[many] { $n } сущностей
}
relationships-count = { $n ->
    [one] { $n } связь
    [few] { $n } связи
   *[many] { $n } связей
}
kept-as-it-was = сохранено как было
open-here = { $size } · открыта здесь
model-name-of = Название модели { $model }
open = Открыть
open-model = Открыть { $model }
duplicate = Копия
duplicate-model = Сделать копию { $model }
delete = Удалить
delete-model = Удалить { $model }
delete-open-hint = Эта модель открыта здесь: откройте другую, чтобы удалить её
delete-hint = Удалить (кнопка «Вернуть удалённую» вернёт её)
deleted = Модель { $model } удалена.
undo-delete = Вернуть удалённую
undo-delete-failed = Удалённую модель не удалось вернуть: хранилище браузера заполнено или заблокировано.
