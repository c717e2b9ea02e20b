# The examples gallery: each example's title (`example-<slug>`) and the
# story of its application (`example-<slug>-story`). The models themselves
# (entity and field names) stay as they are in `server/examples/`.

example-university = A university's students
example-university-story = A registrar keeps students with their ID card, a few e-mail addresses, the courses they take and their posts on a message board. Each relationship asks the question differently: one card, a handful of addresses, a modest many-to-many, and an endless stream of posts.

example-product-parts = Products built from parts
example-product-parts-story = A hardware shop sells products assembled from a few hundred parts, and the same part goes into many products. Parts are looked up on their own, so the product keeps a list of part ids, each with the part's name beside it, rather than the parts themselves.

example-host-logs = Hosts and their log messages
example-host-logs-story = A monitoring service stores every log line its hosts send: millions per host over time. No host document could hold them, so each message points back at its host instead.

example-person-tasks = People and their tasks
example-person-tasks-story = A to-do app shows a person's tasks, and each task page shows who owns it. Both directions are read often, so both sides keep references to the other.

example-publisher-books = Publishers and their books
example-publisher-books-story = A catalogue lists books by publisher. A publisher's list of books only grows, so each book names its publisher rather than the publisher carrying an ever-longer array.

example-movie-details = Movies and their rarely shown details
example-movie-details-story = A film site shows a title, year and poster on every list, but the full cast and trivia only on the rare detail page. Splitting the rarely read part into its own collection keeps the hot documents small.

example-product-reviews = Products and their latest reviews
example-product-reviews-story = A shop's product page shows the ten latest reviews; all the others are a click away. The ten are copied into the product, and every review lives in its own collection.

example-category-tree = A tree of categories
example-category-tree-story = An online store files products under nested categories, and its pages ask for a category's parent (for breadcrumbs) and its children (for menus). Each category names its parent: moving a branch is one update.

example-book-checkout = Library books and checkouts
example-book-checkout-story = A library must never lend more copies of a book than it has. The count of available copies and the checkouts change together, in one atomic write, so they live in the same document.

example-sensor-readings = Sensors and their readings
example-sensor-readings-story = A greenhouse has temperature sensors that each send a reading every minute, and the dashboard charts one sensor over an hour or a day. One ordinary document per reading would mean millions of tiny documents and index entries; a time series collection keeps one document per reading and groups them into compressed buckets by itself, so each reading is one insert.

example-movie-revenue = Movies and their box office
example-movie-revenue-story = A film site shows each movie with how many people saw it and what it earned, over thousands of screenings in cinemas everywhere. Visitors read those totals far more often than screenings are added, so the totals live in the movie document and each new screening raises them with $inc.

example-movie-releases = Movies released country by country
example-movie-releases-story = A film catalogue records when each movie opened in every country, and visitors search for movies that opened in one country after a date. Each release is a pair, a country and a date, so the releases are kept as an array of pairs in the movie: one compound index on country and date answers the search for every country, where a field per country would need an index each.

example-contact-shapes = Customer contacts that changed shape
example-contact-shapes-story = An online shop first kept a home and a work phone number for each customer. Later it added mobile numbers and social accounts under one contact sub-document, without rewriting the millions of customers already stored. Both shapes live in one collection; a version number in each document tells the application which one it is reading, and a customer moves to the new shape when the document is next saved.

example-policy-history = Insurance policies and their history
example-policy-history-story = An insurer changes a customer's policy a few times a year: an item insured is added, the premium moves. Claims are judged against the policy as it was on the day of the loss, so every earlier version must stay readable. The current policy stays small in its own collection, where every everyday query goes, and each change first copies the version it replaces into a revisions collection.

example-theater-screenings = Cinemas and the films they show
example-theater-screenings-story = A cinema chain lists, for each of its theaters, the films on screen with their title and running time, and how many people watched each film there. A film plays in many theaters, so it keeps its own document; each theater holds, per film, the film's id, the two fields its page shows, and the views that belong to that film at that theater alone.

example-city-population = City populations for a trends dashboard
example-city-population-story = A statistics dashboard shows how the population of each city moves over the years. Births, deaths and moves change a city's figure many times a day, yet nobody reads it to the last person. Instead of writing every change, the application counts them and writes once every hundredth, adding a hundred: a hundred times fewer writes for a figure that is never more than ninety-nine behind.

example-sales-archive = Shop sales kept for years, read for months
example-sales-archive-story = An online shop records every sale with the products it contained. Customers and staff look at recent sales; sales older than five years are read only for the odd audit, yet they would make up most of the collection and its indexes. A nightly job moves them, whole with their products, to an archive collection, so the live one stays small and fast.

example-book-sales = A bookshop and its best-sellers
example-book-sales-story = A bookshop shows each book with the customers who bought it. Almost every title sells a handful of copies, so the buyers fit in the book's own document; a few best-sellers sell to thousands and would outgrow it. The book keeps its first fifty buyers; a best-seller is flagged, and its other buyers go to overflow documents read only for the few books that have them.

example-athletes = Athletes of every sport in one list
example-athletes-story = A sports site lists athletes of every sport together, ranked by career earnings, and shows each with the statistics of their own sport: perfect games for a bowler, grand slam wins for a tennis player. The kinds share most fields, so they live in one collection; each document holds the fields of its kind, and its sport says which kind it is.

example-shop-breadcrumbs = A shop's categories with breadcrumbs
example-shop-breadcrumbs-story = An online shop files its products under nested categories. Every category page shows its breadcrumb trail back to the top, and a category's page lists everything filed anywhere below it. Each category keeps the ids of all its ancestors, in order: one read gives the trail, and one indexed query finds a whole branch.

example-document-folders = Folders listed as a tree
example-document-folders-story = A document store shows its folders as one indented tree, in order, and lets people jump to a folder by typing the start of its path. Each folder keeps its full path as a string: sorting by it lists the tree in order, and a search anchored at the start of the path finds a folder and everything inside it.
