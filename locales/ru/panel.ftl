# Собственные слова панели советов: заголовки, кнопки и подписи вокруг
# совета, который пишет сервер (он в `advice.ftl`). `{ $name }` — значение,
# подставляемое при показе панели; `{ $n }` — число.

## Панель
advice = Совет
advice-updating = Обновляется…
advice-asking = Спрашиваем советчика…
advice-needs-fix = Нужно исправить
advice-up-to-date = Актуально
teaching-mode = Режим обучения
teaching-mode-hint = Слушатели угадывают, прежде чем показан ответ
presenter-view = Режим докладчика
presenter-view-hint = Крупный шрифт для проектора, включая диаграмму: диаграмма вписывается в свой холст
wide-advice = Широкий совет
wide-advice-hint = Расширить совет, чтобы читать документы рядом; холст сужается, а инспектор сворачивается
recommendations = Рекомендации
recommendations-shared = Для модели в том виде, в каком ею поделились.
laying-out-question = Вопрос готовится…
laying-out-advice = Совет готовится…
teaching-select = Режим обучения: выберите связь или сущность со своим шаблоном; аудитория отвечает раньше Nestlink.
needs-fix-first = Совета по этой связи пока нет: сначала модель нужно исправить.

## Совет по связи
copy = Копировать
copy-named = Копировать: { $what }
copy-index = индекс
copy-read = чтение
copy-aggregation = агрегация
copy-write = запись
copy-documents = документы { $collection }
copy-sample = пример документа { $collection }
copy-validator = валидатор { $collection }
size-scale = Логарифмическая шкала; её конец — предел документа в 16 МиБ
assumed = Предположено, так как никто их не ввёл: { $counts }. Кнопка «Оставить» в инспекторе делает значение вашим; любое введённое вами число меняет совет.
warnings = Предупреждения
to-copy = Поля для копирования (денормализация)
to-copy-latest = { $field } (последние { $n }) в { $entity }
to-copy-field = { $field } в { $entity }
indexes = Индексы
side-by-side = Рядом
rules = На каких правилах основан
alternatives = Альтернативы
entity-pattern = { $pattern }: { $entity }
entity-pattern-in = в
variant-embedded = Встроенный
variant-referenced = Со ссылками
recommended = Рекомендуется
typical = Обычно
largest = Максимум
no-limit = без предела: растёт неограниченно
passes-limit = Превышает 16 МиБ при { $n } дочерних элементах.
round-trips = { $n ->
    [one] { $n } обращение к серверу
    [few] { $n } обращения к серверу
   *[many] { $n } обращений к серверу
}
lookup = Или за одно обращение, с $lookup:

## Ничего не выбрано
select-relationship = Выберите связь, чтобы увидеть совет по ней. Схема целиком:
collection = Коллекция { $name }
collection-holds = содержит { $entities }
validation = Проверка ($jsonSchema)
findings = Находки
at = Место: { $place }.
show-it = Показать

## Сравнение затрат
costs = Сравнение затрат
cost-way = Способ
cost-largest = Наибольший
cost-largest-hint = Наибольший документ при наибольшем числе дочерних элементов и его доля от предела в 16 МиБ
cost-reads = Чтения
cost-reads-hint = Запросы, чтобы прочитать родителя с дочерними элементами
cost-writes = Записи
cost-writes-hint = Документы, записываемые при добавлении дочернего элемента
cost-atomic = Атомарно
cost-atomic-hint = Является ли изменение обеих сторон одной записью в один документ?
yes = да
no = нет
no-bound = без предела

## Режим обучения
your-answer = Ваш ответ
quiz-question = Вложить или сослаться? Как бы вы поступили здесь?
embed = Встроить
reference = Сослаться
quiz-or-name = Или назовите шаблон
quiz-choose = Выберите шаблон…
quiz-entity = Какой шаблон подходит документам «{ $entity }» в целом?
quiz-name = Назовите шаблон
ask-again = Спросить снова


## Ответ режима обучения на догадку. { $pattern } — название рекомендуемого
## шаблона, { $guessed } — догадка; за каждым следует описание того, что
## делает шаблон (`does-<id>` в patterns.ftl).
teach-right-embed = Верно: встроить. Шаблон Nestlink — { $pattern }.
teach-right-reference = Верно: сослаться. Шаблон Nestlink — { $pattern }.
teach-exactly = Именно так: { $pattern }.
teach-other = Nestlink советует другое: { $pattern }, а не { $guessed }.
teach-guessed-embed = встраивание
teach-guessed-reference = ссылка
teach-not-listed = Nestlink не предлагает здесь вариант «{ $guessed }».
teach-with = Вариант «{ $guessed }»: { $tradeoff }

## Строка таблицы затрат для каждого невыбранного способа: что он дал бы,
## а затем, после «но», чего он стоил бы. { $size } — размер («14,0 MiB»).
why-not = Почему не «{ $pattern }»: { $why }.
wn-trips-fewer = { $n ->
    [one] на { $n } обращение к серверу меньше
    [few] на { $n } обращения к серверу меньше
    [many] на { $n } обращений к серверу меньше
   *[other] на { $n } обращения к серверу меньше
}
wn-trips-more = { $n ->
    [one] на { $n } обращение к серверу больше
    [few] на { $n } обращения к серверу больше
    [many] на { $n } обращений к серверу больше
   *[other] на { $n } обращения к серверу больше
}
wn-less-per-read = на { $size } меньше за чтение
wn-more-per-read = на { $size } больше за чтение
wn-atomic = одна атомарная запись
wn-not-atomic = нет одной атомарной записи
wn-writes-per-child = { $n ->
    [one] { $n } запись на добавленный дочерний элемент вместо { $chosen }
    [few] { $n } записи на добавленный дочерний элемент вместо { $chosen }
    [many] { $n } записей на добавленный дочерний элемент вместо { $chosen }
   *[other] { $n } записи на добавленный дочерний элемент вместо { $chosen }
}
wn-writes-per-move = { $n ->
    [one] { $n } запись на перемещённый узел вместо { $chosen }
    [few] { $n } записи на перемещённый узел вместо { $chosen }
    [many] { $n } записей на перемещённый узел вместо { $chosen }
   *[other] { $n } записи на перемещённый узел вместо { $chosen }
}
wn-rewritten = { $n ->
    [one] { $n } документ переписывается при изменении скопированного поля
    [few] { $n } документа переписываются при изменении скопированного поля
    [many] { $n } документов переписываются при изменении скопированного поля
   *[other] { $n } документа переписываются при изменении скопированного поля
}
wn-no-copies = нет копий, которые нужно согласовывать
wn-cannot = использовать нельзя: { $why }
wn-at-max = { $size } при наибольшем количестве
wn-set-aside = не при этих условиях: { $why }
wn-same = здесь затраты одинаковы; решают причины выше
wn-but = { $gains }, но { $losses }
wn-joiner = {", "}
# Десятичный знак в размерах («1,2 KiB»).
decimal-sign = ,

place-entity = сущность { $entity }
place-field = сущность { $entity }, поле { $field }
place-relationship = связь { $from } → { $to }
place-model = модель
