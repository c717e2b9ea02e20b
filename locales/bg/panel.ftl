# Собствените думи на панела със съвети: заглавията, бутоните и надписите
# около съвета, който пише сървърът (той е в `advice.ftl`). `{ $name }` е
# стойност, поставена при показване на панела; `{ $n }` е число.

## Панелът
advice = Съвет
advice-updating = Обновява се…
advice-asking = Питаме съветника…
advice-needs-fix = Нужна е поправка
advice-up-to-date = Актуален
teaching-mode = Режим на обучение
teaching-mode-hint = Участниците познават, преди да се покаже отговорът
presenter-view = Изглед за презентация
presenter-view-hint = Едър шрифт за проектор, включително диаграмата: диаграмата се побира в платното си
wide-advice = Широк съвет
wide-advice-hint = Разширете съвета, за да четете документите един до друг; платното се стеснява, а инспекторът се сгъва
recommendations = Препоръки
recommendations-shared = За модела, какъвто е бил споделен.
laying-out-question = Въпросът се подготвя…
laying-out-advice = Съветът се подготвя…
teaching-select = Режим на обучение: изберете връзка или обект със собствен модел; залата отговаря преди Nestlink.
needs-fix-first = Още няма съвет за тази връзка: първо моделът трябва да се поправи.

## Съветът за връзка
copy = Копирай
copy-named = Копирай: { $what }
copy-index = индекс
copy-read = четене
copy-aggregation = агрегиране
copy-write = запис
copy-documents = документи в { $collection }
copy-sample = примерен документ в { $collection }
copy-validator = валидатор на { $collection }
size-scale = Логаритмична скала; краят е границата от 16 MiB за документ
assumed = Предположени, тъй като никой не ги е въвел: { $counts }. Бутонът „Запази“ в инспектора прави стойността ваша; всяко число, което въведете, променя съвета.
warnings = Предупреждения
to-copy = Полета за копиране (денормализация)
to-copy-latest = { $field } (последните { $n }) в { $entity }
to-copy-field = { $field } в { $entity }
indexes = Индекси
side-by-side = Едно до друго
rules = Правила, на които се основава
alternatives = Алтернативи
entity-pattern = { $pattern } за { $entity }
entity-pattern-in = в
variant-embedded = Вграден
variant-referenced = С препратки
recommended = Препоръчан
typical = Обичайно
largest = Най-много
no-limit = без граница: расте неограничено
passes-limit = Надхвърля 16 MiB при { $n } деца.
round-trips = { $n ->
    [one] { $n } обръщение към сървъра
   *[other] { $n } обръщения към сървъра
}
lookup = Или с едно обръщение, с $lookup:

## Нищо не е избрано
select-relationship = Изберете връзка, за да видите съвета за нея. Схемата като цяло:
collection = Колекция { $name }
collection-holds = съдържа { $entities }
validation = Валидиране ($jsonSchema)
findings = Открити проблеми
at = Място: { $place }.
show-it = Покажи

## Сравнение на разходите
costs = Сравнение на разходите
cost-way = Начин
cost-largest = Най-голям
cost-largest-hint = Най-големият документ при най-много деца и делът му от границата от 16 MiB
cost-reads = Четения
cost-reads-hint = Заявки за четене на родител с децата му
cost-writes = Записи
cost-writes-hint = Документи, записани при добавяне на дете
cost-atomic = Атомарно
cost-atomic-hint = Промяната на двете страни един запис в един документ ли е?
yes = да
no = не
no-bound = без граница

## Режим на обучение
your-answer = Вашият отговор
quiz-question = Вграждане или препратка? Какво бихте направили тук?
embed = Вгради
reference = Препратка
quiz-or-name = Или назовете модела
quiz-choose = Изберете модел…
quiz-entity = Кой модел подхожда на документите на „{ $entity }“ като цяло?
quiz-name = Назовете модела
ask-again = Питай отново


## Обратната връзка на режима на обучение за едно предположение. { $pattern } е
## името на препоръчания модел, { $guessed } — предположението; след всяко
## следва какво прави моделът (`does-<id>` в patterns.ftl).
teach-right-embed = Правилно: вграждане. Моделът на Nestlink: { $pattern }.
teach-right-reference = Правилно: препратка. Моделът на Nestlink: { $pattern }.
teach-exactly = Точно така: { $pattern }.
teach-other = Nestlink препоръчва { $pattern }, а не { $guessed }.
teach-guessed-embed = вграждане
teach-guessed-reference = препратка
teach-not-listed = Nestlink не посочва { $guessed } като възможност тук.
teach-with = При { $guessed }: { $tradeoff }

## Редът от таблицата на разходите за всеки неизбран начин: какво би
## спечелил, после „но“ какво би струвал. { $size } е размер („14,0 MiB“).
why-not = Защо не „{ $pattern }“: { $why }.
wn-trips-fewer = { $n ->
    [one] { $n } заявка до сървъра по-малко
   *[other] { $n } заявки до сървъра по-малко
}
wn-trips-more = { $n ->
    [one] { $n } заявка до сървъра повече
   *[other] { $n } заявки до сървъра повече
}
wn-less-per-read = { $size } по-малко на четене
wn-more-per-read = { $size } повече на четене
wn-atomic = един атомарен запис
wn-not-atomic = няма един атомарен запис
wn-writes-per-child = { $n ->
    [one] { $n } запис на добавено дете вместо { $chosen }
   *[other] { $n } записа на добавено дете вместо { $chosen }
}
wn-writes-per-move = { $n ->
    [one] { $n } запис на преместен възел вместо { $chosen }
   *[other] { $n } записа на преместен възел вместо { $chosen }
}
wn-rewritten = { $n ->
    [one] { $n } документ се презаписва, когато копирано поле се промени
   *[other] { $n } документа се презаписват, когато копирано поле се промени
}
wn-no-copies = няма копия за поддържане в съответствие
wn-cannot = не може да се използва: { $why }
wn-at-max = { $size } при максимума
wn-set-aside = не и при тези факти: { $why }
wn-same = тук разходите са същите; решават причините по-горе
wn-but = { $gains }, но { $losses }
wn-joiner = {", "}
# Десетичният знак в размерите („1,2 KiB“).
decimal-sign = ,

place-entity = обект { $entity }
place-field = обект { $entity }, поле { $field }
place-relationship = връзка { $from } → { $to }
place-model = моделът
