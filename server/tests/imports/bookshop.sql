-- A bookshop's PostgreSQL schema, as pg_dump --schema-only might print it
-- (trimmed): every form of foreign key Nestlink reads.
SET statement_timeout = 0;
SET client_encoding = 'UTF8';

CREATE TYPE public.order_status AS ENUM ('open', 'paid', 'shipped');

CREATE TABLE public.customers (
    id bigserial PRIMARY KEY,
    email character varying(320) NOT NULL UNIQUE,
    name text NOT NULL,
    joined_at timestamp with time zone DEFAULT now()
);

-- One-to-one: the foreign key is also the primary key.
CREATE TABLE public.loyalty_cards (
    customer_id bigint PRIMARY KEY REFERENCES public.customers (id),
    points integer NOT NULL DEFAULT 0,
    tier text
);

CREATE TABLE public.addresses (
    id bigserial PRIMARY KEY,
    customer_id bigint NOT NULL,
    street text NOT NULL,
    city text NOT NULL,
    postcode character varying(12),
    CONSTRAINT addresses_customer_fk FOREIGN KEY (customer_id) REFERENCES public.customers (id) ON DELETE CASCADE
);

CREATE TABLE public.publishers (
    id serial PRIMARY KEY,
    name text NOT NULL,
    founded integer
);

CREATE TABLE public.authors (
    id serial PRIMARY KEY,
    name text NOT NULL,
    born date
);

CREATE TABLE public.books (
    id serial PRIMARY KEY,
    isbn character(13) NOT NULL UNIQUE,
    title text NOT NULL,
    price numeric(8,2) NOT NULL,
    publisher_id integer,
    published_on date,
    cover bytea
);

-- A join table: only the two keys.
CREATE TABLE public.book_authors (
    book_id integer NOT NULL REFERENCES public.books (id),
    author_id integer NOT NULL REFERENCES public.authors (id),
    PRIMARY KEY (book_id, author_id)
);

-- A tree: categories within categories.
CREATE TABLE public.categories (
    id serial PRIMARY KEY,
    name text NOT NULL,
    parent_id integer REFERENCES public.categories (id)
);

CREATE TABLE public.book_categories (
    book_id integer NOT NULL,
    category_id integer NOT NULL,
    PRIMARY KEY (book_id, category_id)
);

CREATE TABLE public.orders (
    id bigserial PRIMARY KEY,
    customer_id bigint NOT NULL,
    shipping_address_id bigint,
    status public.order_status NOT NULL,
    placed_at timestamp with time zone NOT NULL
);

-- A join table with fields of its own: the link's quantity and price.
CREATE TABLE public.order_lines (
    order_id bigint NOT NULL,
    book_id integer NOT NULL,
    quantity integer NOT NULL,
    unit_price numeric(8,2) NOT NULL,
    PRIMARY KEY (order_id, book_id)
);

CREATE TABLE public.reviews (
    id bigserial PRIMARY KEY,
    book_id integer NOT NULL REFERENCES public.books,
    customer_id bigint NOT NULL REFERENCES public.customers,
    stars smallint NOT NULL,
    body text,
    written_at timestamp without time zone
);

CREATE VIEW public.best_sellers AS
    SELECT book_id, sum(quantity) AS sold FROM public.order_lines GROUP BY book_id;

CREATE INDEX reviews_book ON public.reviews (book_id);

-- Keys added after the tables, as pg_dump writes them.
ALTER TABLE ONLY public.books
    ADD CONSTRAINT books_publisher_fk FOREIGN KEY (publisher_id) REFERENCES public.publishers (id);
ALTER TABLE public.book_categories ADD FOREIGN KEY (book_id) REFERENCES public.books (id);
ALTER TABLE public.book_categories ADD FOREIGN KEY (category_id) REFERENCES public.categories (id);
ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_customer_fk FOREIGN KEY (customer_id) REFERENCES public.customers (id);
ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_address_fk FOREIGN KEY (shipping_address_id) REFERENCES public.addresses (id);
ALTER TABLE ONLY public.order_lines
    ADD CONSTRAINT order_lines_order_fk FOREIGN KEY (order_id) REFERENCES public.orders (id);
ALTER TABLE ONLY public.order_lines
    ADD CONSTRAINT order_lines_book_fk FOREIGN KEY (book_id) REFERENCES public.books (id);
