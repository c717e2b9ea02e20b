# Сообщения об ошибках HTTP API. Аргументы — значения из запроса (маршрут,
# запрошенное имя) или подробности от разборщика; они не переводятся.

unknown-route = Маршрута API { $route } нет; список маршрутов — в /api/openapi.json.
payload-too-large = Тело запроса больше допустимого 1 МиБ. Отправьте модель поменьше или разделите её.
invalid-json = Тело запроса — не корректный JSON ({ $detail }). Отправьте один объект JSON; формат модели описан в /api/openapi.json.
unknown-key = { $detail }. Неизвестные ключи не принимаются: почти всегда это опечатка.
example-not-found = Примера «{ $slug }» нет; список примеров выдаёт GET /api/v1/examples.
unknown-format = Формата экспорта «{ $format }» нет; есть форматы mongosh, mermaid, mermaid-model, json-schema и compass.
model-not-found = По этой ссылке нет общей модели. Проверьте, что ссылка скопирована целиком.
session-not-found = По этой ссылке нет совместного сеанса. Проверьте, что ссылка скопирована целиком.
foreign-origin = Войти в совместный сеанс можно только со страниц самого Nestlink; этот запрос пришёл со страницы другого сайта. Откройте ссылку сеанса.
not-websocket = Это адрес WebSocket ({ $route }); подключайтесь к нему клиентом WebSocket.
rate-limited = Отсюда создано слишком много ссылок за короткое время. Повторите через { $seconds } { $seconds ->
    [one] секунду
    [few] секунды
    [many] секунд
   *[other] секунды
}.
storage-unavailable = Общие ссылки сейчас недоступны: нет связи с базой данных. Ваша модель сохранена в этом браузере; повторите попытку чуть позже.
overloaded = Сервер сейчас занят другими анализами. Ничего не потеряно: отправьте тот же запрос ещё раз чуть позже.
unsupported-media-type = Тело отправлено как { $given }; этот маршрут принимает { $expected }. Отправьте его с этим Content-Type.
invalid-text = Тело запроса — не текст в UTF-8 ({ $detail }). Сохраните файл в UTF-8 и отправьте снова.
internal = На сервере что-то пошло не так; запрос был правильным. Повторите его и сообщите об ошибке, если она не исчезнет.
model-not-valid = Модель недопустима.
more-problems = { $first } (и ещё { $n ->
    [one] { $n } проблема
    [few] { $n } проблемы
    [many] { $n } проблем
   *[other] { $n } проблемы
} в списке "problems")

import-syntax = SQL не читается в строке { $line }, столбце { $column }: { $reason }. Исправьте там и импортируйте снова.
import-document = Значение в { $path } нельзя импортировать: { $reason }.
import-empty-sql = SQL не создаёт ни одной таблицы. Импортируйте операторы CREATE TABLE схемы (их выводят pg_dump --schema-only, mysqldump --no-data или .schema в SQLite).
import-empty-documents = Нет документов, по которым можно судить. Пришлите несколько документов каждой коллекции (mongoexport или результат find(), скопированный из mongosh).
import-empty-compass = В диаграмме нет коллекций.
import-breaks = Импорт дал бы модель, нарушающую правило: { $problem } Импортируйте схему по частям или исправьте её там.
import-too-large-sql = Таблиц, которые создаёт SQL: { $count }; в модели может быть не больше 2 000. Импортируйте схему по частям.
import-too-large-documents = Сущностей, которые получаются из документов (коллекции и вложенные в них документы): { $count }; в модели может быть не больше 2 000. Импортируйте меньше коллекций за раз.
import-too-large-compass = Коллекций в диаграмме: { $count }; в модели может быть не больше 2 000. Разделите диаграмму в Compass и импортируйте каждую часть.

## Why an importer refuses a value ({ $reason } of import-document above).
import-model-sql = Импорт из SQL
import-model-documents = Импорт из документов
import-refused-not-a-document = образец должен быть документом (объектом JSON)
import-refused-not-compass = это не файл диаграммы Compass ({ $detail })
import-refused-not-compass-type = это не файл диаграммы Compass Data Modeling (тип "{ $type }", версия { $version })
import-refused-edits-not-base64 = правки (edits) записаны не в base64
import-refused-edits-not-json = правки (edits) — не JSON ({ $detail })
import-refused-edits-not-a-list = правки (edits) — не список правок
import-refused-edit-without-type = у правки нет типа
import-refused-set-model-empty = в SetModel нет модели с коллекциями
import-refused-first-edit = первая правка должна задавать модель (SetModel)
import-refused-no-set-model = ни одна правка не задаёт модель
import-refused-no-ns = у коллекции нет ns

## An import's notes: what it skipped or guessed.
import-note-on-relationships = связи
import-note-on-primary-keys = первичные ключи
import-note-on-foreign-keys = внешние ключи
import-note-on-index = индекс таблицы { $table }
import-note-on-view = представление { $view }
import-note-only-nulls = Встречались только значения null; поле импортируется как строка.
import-note-type-seen = { $type } в { $count }
import-note-several-types = Значения разных типов ({ $counts }); поле импортируется как { $type }, самый частый.
import-note-present-in = Есть в { $present } из { $documents } { $documents ->
        [one] документа
       *[other] документов
    }.
import-note-ids-many-to-many = ObjectId в этом поле — значения _id из «{ $parent }»: это связь многие ко многим.
import-note-ids-reference = Значения этого поля — значения _id из «{ $parent }»: это ссылка, поэтому она становится связью, а не полем. По образцу нельзя понять, сколько документов { $path } приходится на один «{ $parent }»: укажите количества.
import-note-unknown-compass-type = Этот тип Nestlink не знает; поле импортируется как строка.
import-note-link-field = В нём хранится ссылка связи, поэтому это связь, а не поле.
import-note-compass-counts = Кардинальности Compass говорят «один» или «много», но не сколько: каждое «много» получает количества Nestlink по умолчанию. Укажите настоящие количества: от них зависит совет.
import-note-relationship-without-sides = Связь, у которой нет двух коллекций диаграммы, пропущена.
import-note-edit-skipped = Правка { $kind } называет то, чего нет в диаграмме; она пропущена.
import-note-edit-not-replayed = Правка { $kind } в { $collection } не воспроизведена: проверьте поля этой коллекции.
import-note-edit-unknown = Правка неизвестного Nestlink вида ({ $kind }) пропущена.
import-note-alter-skipped = Читаются только добавленные ключи; "{ $operation }" пропущено.
import-note-index-skipped = Индексы не импортируются: совет сам предлагает индексы, нужные каждому шаблону. Вместо этого отметьте поля, по которым фильтруют запросы.
import-note-view-skipped = Представления не импортируются; представление, соединяющее таблицы, часто указывает на данные, которые читают вместе.
import-note-statement-skipped = Импортируются только таблицы, их ключи и уникальные индексы; этот оператор пропущен.
import-note-table-twice = Таблица создаётся дважды; сохранено первое определение.
import-note-compound-primary-key = В первичном ключе { $count } { $count ->
        [one] столбец
        [few] столбца
       *[other] столбцов
    } ({ $columns }); они остаются полями, а каждый документ получает собственный _id. Составной ключ может стать и _id в виде поддокумента.
import-note-join-table = Таблица только соединяет { $first } и { $second }, поэтому это связь многие ко многим.
import-note-join-table-with-fields = Таблица только соединяет { $first } и { $second }, поэтому это связь многие ко многим; её остальные столбцы ({ $fields }) — собственные поля связи.
import-note-default-counts = Внешний ключ не говорит, сколько детей у родителя, поэтому { $count } { $count ->
        [one] связь один ко многим получает
        [few] связи один ко многим получают
       *[other] связей один ко многим получают
    } значения Nestlink по умолчанию (около 100 детей, не больше 2 000). Он не говорит и о том, что детей читают вместе с родителем, поэтому каждая связь сохраняет своё направление: ребёнок хранит идентификатор родителя, с индексом на нём. Укажите настоящие количества и отметьте «… обычно показывают вместе с …» там, где детей показывают вместе с родителем, чтобы встраивание было взвешено.
import-note-keys-as-ids = Каждый из этих первичных ключей становится _id своего документа, поэтому это не поле: { $keys }.
import-note-keys-as-links = Каждый из этих столбцов внешних ключей стал связью, поэтому это не поле; где хранится каждая ссылка, говорит совет: { $columns }.
import-note-foreign-key-without-table = Внешний ключ добавляется к таблице, которую SQL не создаёт; он пропущен.
import-note-references-missing = Он ссылается на { $table }, которую SQL не создаёт; столбец остаётся полем.
import-note-foreign-key-without-column = Внешний ключ называет столбец, которого в таблице нет; он пропущен.
import-note-compound-unique = Ограничение уникальности на ({ $columns }) охватывает { $count } { $count ->
        [one] столбец
        [few] столбца
       *[other] столбцов
    }; уникальным полем становится только одиночный столбец. Сохраните его составным уникальным индексом: { $code }.
import-note-column-without-type = У столбца нет типа; он импортируется как строка.
import-note-unknown-sql-type = Тип { $type } Nestlink не знает (перечисление или собственный тип базы данных?); столбец импортируется как строка.
