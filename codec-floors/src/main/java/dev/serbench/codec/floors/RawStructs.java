package dev.serbench.codec.floors;

import dev.serbench.model.Big;
import dev.serbench.model.BigList;
import dev.serbench.model.Event;
import dev.serbench.model.Image;
import dev.serbench.model.Media;
import dev.serbench.model.MediaContent;
import dev.serbench.model.Medium;
import dev.serbench.model.MediumList;
import dev.serbench.model.NumberMap;
import dev.serbench.model.NumberMapList;
import dev.serbench.model.Person;
import dev.serbench.model.Small;
import dev.serbench.model.SmallList;
import java.util.HashMap;
import java.util.Map;

/** The {@code raw} layouts of the person, structs, maps, event and media families. */
final class RawStructs {

  private RawStructs() {}

  static final RawFormat<Person> PERSON = new RawFormat<>() {
    @Override
    public void write(RawWriter out, Person v) {
      out.string(v.name());
      out.instant(v.birthDay());
      out.string(v.phone());
      out.signed(v.siblings());
      out.bool(v.spouse());
      out.float64(v.money());
    }

    @Override
    public Person read(RawReader in) {
      return new Person(in.string(), in.instant(), in.string(), in.signedInt(), in.bool(), in.float64());
    }
  };

  static final RawFormat<Small> SMALL = new RawFormat<>() {
    @Override
    public void write(RawWriter out, Small v) {
      out.signed(v.id());
      out.string(v.name());
    }

    @Override
    public Small read(RawReader in) {
      return new Small(in.signed(), in.string());
    }
  };

  static final RawFormat<Medium> MEDIUM = new RawFormat<>() {
    @Override
    public void write(RawWriter out, Medium v) {
      out.signed(v.id());
      out.string(v.name());
      out.instant(v.createdAt());
      out.instant(v.updatedAt());
      out.string(v.field1());
      out.optionalString(v.field2());
      out.optionalString(v.field3());
      out.float64(v.field4());
      SMALL.write(out, v.small());
    }

    @Override
    public Medium read(RawReader in) {
      return new Medium(in.signed(), in.string(), in.instant(), in.instant(), in.string(), in.optionalString(),
          in.optionalString(), in.float64(), SMALL.read(in));
    }
  };

  static final RawFormat<Big> BIG = new RawFormat<>() {
    @Override
    public void write(RawWriter out, Big v) {
      out.signed(v.id());
      out.string(v.name());
      out.instant(v.createdAt());
      out.instant(v.updatedAt());
      out.string(v.field1());
      out.optionalString(v.field2());
      out.optionalString(v.field3());
      out.float64(v.field4());
      MEDIUM.write(out, v.medium1());
      MEDIUM.write(out, v.medium2());
      if (out.present(v.medium3())) {
        MEDIUM.write(out, v.medium3());
      }
    }

    @Override
    public Big read(RawReader in) {
      return new Big(in.signed(), in.string(), in.instant(), in.instant(), in.string(), in.optionalString(),
          in.optionalString(), in.float64(), MEDIUM.read(in), MEDIUM.read(in), in.present() ? MEDIUM.read(in) : null);
    }
  };

  static final RawFormat<SmallList> SMALL_LIST = new RawFormat<>() {
    @Override
    public void write(RawWriter out, SmallList v) {
      RawFormat.writeList(out, v.items(), SMALL);
    }

    @Override
    public SmallList read(RawReader in) {
      return new SmallList(RawFormat.readList(in, 2, SMALL));
    }
  };

  static final RawFormat<MediumList> MEDIUM_LIST = new RawFormat<>() {
    @Override
    public void write(RawWriter out, MediumList v) {
      RawFormat.writeList(out, v.items(), MEDIUM);
    }

    @Override
    public MediumList read(RawReader in) {
      return new MediumList(RawFormat.readList(in, 2, MEDIUM));
    }
  };

  static final RawFormat<BigList> BIG_LIST = new RawFormat<>() {
    @Override
    public void write(RawWriter out, BigList v) {
      RawFormat.writeList(out, v.items(), BIG);
    }

    @Override
    public BigList read(RawReader in) {
      return new BigList(RawFormat.readList(in, 2, BIG));
    }
  };

  /** Entries as zigzag key and 8-byte value; at least 9 bytes each. */
  static final RawFormat<NumberMap> NUMBER_MAP = new RawFormat<>() {
    @Override
    public void write(RawWriter out, NumberMap v) {
      Map<Long, Double> entries = v.entries();
      out.length(entries.size());
      for (Map.Entry<Long, Double> entry : entries.entrySet()) {
        out.signed(entry.getKey());
        out.float64(entry.getValue());
      }
    }

    @Override
    public NumberMap read(RawReader in) {
      int size = in.count(9);
      Map<Long, Double> entries = new HashMap<>(RawFormat.mapCapacity(size));
      for (int i = 0; i < size; i++) {
        entries.put(in.signed(), in.float64());
      }
      return new NumberMap(entries);
    }
  };

  static final RawFormat<NumberMapList> NUMBER_MAP_LIST = new RawFormat<>() {
    @Override
    public void write(RawWriter out, NumberMapList v) {
      RawFormat.writeList(out, v.maps(), NUMBER_MAP);
    }

    @Override
    public NumberMapList read(RawReader in) {
      return new NumberMapList(RawFormat.readList(in, 1, NUMBER_MAP));
    }
  };

  static final RawFormat<Event> EVENT = new RawFormat<>() {
    @Override
    public void write(RawWriter out, Event v) {
      out.signed(v.id());
      out.string(v.message());
    }

    @Override
    public Event read(RawReader in) {
      return new Event(in.signed(), in.string());
    }
  };

  private static final Media.Player[] PLAYERS = Media.Player.values();
  private static final Image.Size[] SIZES = Image.Size.values();

  static final RawFormat<Media> MEDIA = new RawFormat<>() {
    @Override
    public void write(RawWriter out, Media v) {
      out.string(v.uri());
      out.optionalString(v.title());
      out.signed(v.width());
      out.signed(v.height());
      out.string(v.format());
      out.signed(v.duration());
      out.signed(v.size());
      if (out.present(v.bitrate())) {
        out.signed(v.bitrate());
      }
      out.length(v.persons().size());
      for (String person : v.persons()) {
        out.string(person);
      }
      out.length(v.player().ordinal());
      out.optionalString(v.copyright());
    }

    @Override
    public Media read(RawReader in) {
      String uri = in.string();
      String title = in.optionalString();
      int width = in.signedInt();
      int height = in.signedInt();
      String format = in.string();
      long duration = in.signed();
      long size = in.signed();
      Integer bitrate = in.present() ? in.signedInt() : null;
      int count = in.count(1);
      java.util.List<String> persons = new java.util.ArrayList<>(count);
      for (int i = 0; i < count; i++) {
        persons.add(in.string());
      }
      Media.Player player = PLAYERS[in.bounded(PLAYERS.length)];
      return new Media(uri, title, width, height, format, duration, size, bitrate, persons, player, in.optionalString());
    }
  };

  static final RawFormat<Image> IMAGE = new RawFormat<>() {
    @Override
    public void write(RawWriter out, Image v) {
      out.string(v.uri());
      out.optionalString(v.title());
      out.signed(v.width());
      out.signed(v.height());
      out.length(v.size().ordinal());
    }

    @Override
    public Image read(RawReader in) {
      return new Image(in.string(), in.optionalString(), in.signedInt(), in.signedInt(), SIZES[in.bounded(SIZES.length)]);
    }
  };

  static final RawFormat<MediaContent> MEDIA_CONTENT = new RawFormat<>() {
    @Override
    public void write(RawWriter out, MediaContent v) {
      MEDIA.write(out, v.media());
      RawFormat.writeList(out, v.images(), IMAGE);
    }

    @Override
    public MediaContent read(RawReader in) {
      return new MediaContent(MEDIA.read(in), RawFormat.readList(in, 5, IMAGE));
    }
  };
}
