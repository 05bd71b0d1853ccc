package dev.serbench.codec.sbe;

import dev.serbench.model.GpbBig;
import dev.serbench.model.GpbBigList;
import dev.serbench.model.GpbComplex;
import dev.serbench.model.GpbComplexList;
import dev.serbench.model.GpbHuge;
import dev.serbench.model.GpbHugeList;
import dev.serbench.model.GpbMedium;
import dev.serbench.model.GpbMediumList;
import dev.serbench.model.GpbTiny;
import dev.serbench.model.GpbTinyList;
import dev.serbench.schemas.sbe.gpb.GpbBigDecoder;
import dev.serbench.schemas.sbe.gpb.GpbBigListDecoder;
import dev.serbench.schemas.sbe.gpb.GpbComplexDecoder;
import dev.serbench.schemas.sbe.gpb.GpbComplexListDecoder;
import dev.serbench.schemas.sbe.gpb.GpbHugeDecoder;
import dev.serbench.schemas.sbe.gpb.GpbHugeListDecoder;
import dev.serbench.schemas.sbe.gpb.GpbMediumDecoder;
import dev.serbench.schemas.sbe.gpb.GpbMediumListDecoder;
import dev.serbench.schemas.sbe.gpb.GpbTinyDecoder;
import dev.serbench.schemas.sbe.gpb.GpbTinyListDecoder;
import dev.serbench.schemas.sbe.gpb.MessageHeaderDecoder;
import dev.serbench.schemas.sbe.gpb.TimestampDecoder;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.agrona.DirectBuffer;

/**
 * Reads every field of gpb.xml's messages, in schema order, into the canonical records; the decoder
 * flyweights are reused.
 *
 * <p>sbe-tool generates a class per group, so a Big (with its Tiny and Medium groups) is read by one
 * method per place it is nested in, and a Huge likewise. Each reads the fixed-size fields, then the
 * groups, then the var data: an SBE decoder moves forward through groups and var data, so a record
 * is built once all are read (a constructor call reads fields itself only where its arguments,
 * evaluated left to right, follow the schema order).
 */
final class GpbReader {

  private final MessageHeaderDecoder header = new MessageHeaderDecoder();
  private final GpbTinyDecoder tiny = new GpbTinyDecoder();
  private final GpbMediumDecoder medium = new GpbMediumDecoder();
  private final GpbBigDecoder big = new GpbBigDecoder();
  private final GpbHugeDecoder huge = new GpbHugeDecoder();
  private final GpbComplexDecoder complex = new GpbComplexDecoder();
  private final GpbTinyListDecoder tinyList = new GpbTinyListDecoder();
  private final GpbMediumListDecoder mediumList = new GpbMediumListDecoder();
  private final GpbBigListDecoder bigList = new GpbBigListDecoder();
  private final GpbHugeListDecoder hugeList = new GpbHugeListDecoder();
  private final GpbComplexListDecoder complexList = new GpbComplexListDecoder();

  GpbTiny tiny(DirectBuffer buffer) {
    GpbTinyDecoder d = tiny.wrapAndApplyHeader(buffer, 0, header);
    return new GpbTiny(d.tinyId(), d.someStr());
  }

  GpbMedium medium(DirectBuffer buffer) {
    return medium(medium.wrapAndApplyHeader(buffer, 0, header));
  }

  GpbBig big(DirectBuffer buffer) {
    return big(big.wrapAndApplyHeader(buffer, 0, header));
  }

  GpbHuge huge(DirectBuffer buffer) {
    return huge(huge.wrapAndApplyHeader(buffer, 0, header));
  }

  GpbComplex complex(DirectBuffer buffer) {
    return complex(complex.wrapAndApplyHeader(buffer, 0, header));
  }

  GpbTinyList tinyList(DirectBuffer buffer) {
    GpbTinyListDecoder.ItemsDecoder group = tinyList.wrapAndApplyHeader(buffer, 0, header).items();
    List<GpbTiny> items = new ArrayList<>(group.count());
    for (GpbTinyListDecoder.ItemsDecoder item : group) {
      items.add(new GpbTiny(item.tinyId(), item.someStr()));
    }
    return new GpbTinyList(items);
  }

  GpbMediumList mediumList(DirectBuffer buffer) {
    GpbMediumListDecoder.ItemsDecoder group = mediumList.wrapAndApplyHeader(buffer, 0, header).items();
    List<GpbMedium> items = new ArrayList<>(group.count());
    for (GpbMediumListDecoder.ItemsDecoder item : group) {
      items.add(medium(item));
    }
    return new GpbMediumList(items);
  }

  GpbBigList bigList(DirectBuffer buffer) {
    GpbBigListDecoder.ItemsDecoder group = bigList.wrapAndApplyHeader(buffer, 0, header).items();
    List<GpbBig> items = new ArrayList<>(group.count());
    for (GpbBigListDecoder.ItemsDecoder item : group) {
      items.add(big(item));
    }
    return new GpbBigList(items);
  }

  GpbHugeList hugeList(DirectBuffer buffer) {
    GpbHugeListDecoder.ItemsDecoder group = hugeList.wrapAndApplyHeader(buffer, 0, header).items();
    List<GpbHuge> items = new ArrayList<>(group.count());
    for (GpbHugeListDecoder.ItemsDecoder item : group) {
      items.add(huge(item));
    }
    return new GpbHugeList(items);
  }

  GpbComplexList complexList(DirectBuffer buffer) {
    GpbComplexListDecoder.ItemsDecoder group = complexList.wrapAndApplyHeader(buffer, 0, header).items();
    List<GpbComplex> items = new ArrayList<>(group.count());
    for (GpbComplexListDecoder.ItemsDecoder item : group) {
      items.add(complex(item));
    }
    return new GpbComplexList(items);
  }

  private static GpbMedium medium(GpbMediumDecoder d) {
    long mediumId = d.mediumId();
    double balance = d.balance();
    Instant createdAt = instant(d.createdAt());
    GpbMediumDecoder.TinyDecoder t = Groups.one(d.tiny());
    GpbTiny tiny = new GpbTiny(t.tinyId(), t.someStr());
    String firstName = d.firstName();
    String lastName = d.lastName();
    return new GpbMedium(mediumId, firstName, lastName, balance, createdAt, tiny);
  }

  private static GpbMedium medium(GpbMediumListDecoder.ItemsDecoder d) {
    long mediumId = d.mediumId();
    double balance = d.balance();
    Instant createdAt = instant(d.createdAt());
    GpbMediumListDecoder.ItemsDecoder.TinyDecoder t = Groups.one(d.tiny());
    GpbTiny tiny = new GpbTiny(t.tinyId(), t.someStr());
    String firstName = d.firstName();
    String lastName = d.lastName();
    return new GpbMedium(mediumId, firstName, lastName, balance, createdAt, tiny);
  }

  private static GpbBig big(GpbBigDecoder d) {
    long bigId = d.bigId();
    long age = d.age();
    Instant createdAt = instant(d.createdAt());
    Instant updatedAt = instant(d.updatedAt());
    Instant deletedAt = instant(d.deletedAt());
    GpbBigDecoder.TinyDecoder t = Groups.one(d.tiny());
    GpbTiny tiny = new GpbTiny(t.tinyId(), t.someStr());
    GpbBigDecoder.MediumDecoder m = Groups.one(d.medium());
    long mediumId = m.mediumId();
    double balance = m.balance();
    Instant mediumCreatedAt = instant(m.createdAt());
    GpbBigDecoder.MediumDecoder.TinyDecoder mt = Groups.one(m.tiny());
    GpbTiny mediumTiny = new GpbTiny(mt.tinyId(), mt.someStr());
    String firstName = m.firstName();
    String lastName = m.lastName();
    GpbMedium medium = new GpbMedium(mediumId, firstName, lastName, balance, mediumCreatedAt, mediumTiny);
    String country = d.country();
    byte[] countryBytes = new byte[d.countryBytesLength()];
    d.getCountryBytes(countryBytes, 0, countryBytes.length);
    return new GpbBig(bigId, age, country, countryBytes, createdAt, updatedAt, deletedAt, tiny, medium);
  }

  private static GpbBig big(GpbBigListDecoder.ItemsDecoder d) {
    long bigId = d.bigId();
    long age = d.age();
    Instant createdAt = instant(d.createdAt());
    Instant updatedAt = instant(d.updatedAt());
    Instant deletedAt = instant(d.deletedAt());
    GpbBigListDecoder.ItemsDecoder.TinyDecoder t = Groups.one(d.tiny());
    GpbTiny tiny = new GpbTiny(t.tinyId(), t.someStr());
    GpbBigListDecoder.ItemsDecoder.MediumDecoder m = Groups.one(d.medium());
    long mediumId = m.mediumId();
    double balance = m.balance();
    Instant mediumCreatedAt = instant(m.createdAt());
    GpbBigListDecoder.ItemsDecoder.MediumDecoder.TinyDecoder mt = Groups.one(m.tiny());
    GpbTiny mediumTiny = new GpbTiny(mt.tinyId(), mt.someStr());
    String firstName = m.firstName();
    String lastName = m.lastName();
    GpbMedium medium = new GpbMedium(mediumId, firstName, lastName, balance, mediumCreatedAt, mediumTiny);
    String country = d.country();
    byte[] countryBytes = new byte[d.countryBytesLength()];
    d.getCountryBytes(countryBytes, 0, countryBytes.length);
    return new GpbBig(bigId, age, country, countryBytes, createdAt, updatedAt, deletedAt, tiny, medium);
  }

  private static GpbBig big(GpbHugeDecoder.Bigs50Decoder d) {
    long bigId = d.bigId();
    long age = d.age();
    Instant createdAt = instant(d.createdAt());
    Instant updatedAt = instant(d.updatedAt());
    Instant deletedAt = instant(d.deletedAt());
    GpbHugeDecoder.Bigs50Decoder.TinyDecoder t = Groups.one(d.tiny());
    GpbTiny tiny = new GpbTiny(t.tinyId(), t.someStr());
    GpbHugeDecoder.Bigs50Decoder.MediumDecoder m = Groups.one(d.medium());
    long mediumId = m.mediumId();
    double balance = m.balance();
    Instant mediumCreatedAt = instant(m.createdAt());
    GpbHugeDecoder.Bigs50Decoder.MediumDecoder.TinyDecoder mt = Groups.one(m.tiny());
    GpbTiny mediumTiny = new GpbTiny(mt.tinyId(), mt.someStr());
    String firstName = m.firstName();
    String lastName = m.lastName();
    GpbMedium medium = new GpbMedium(mediumId, firstName, lastName, balance, mediumCreatedAt, mediumTiny);
    String country = d.country();
    byte[] countryBytes = new byte[d.countryBytesLength()];
    d.getCountryBytes(countryBytes, 0, countryBytes.length);
    return new GpbBig(bigId, age, country, countryBytes, createdAt, updatedAt, deletedAt, tiny, medium);
  }

  private static GpbBig big(GpbHugeDecoder.Bigs256Decoder d) {
    long bigId = d.bigId();
    long age = d.age();
    Instant createdAt = instant(d.createdAt());
    Instant updatedAt = instant(d.updatedAt());
    Instant deletedAt = instant(d.deletedAt());
    GpbHugeDecoder.Bigs256Decoder.TinyDecoder t = Groups.one(d.tiny());
    GpbTiny tiny = new GpbTiny(t.tinyId(), t.someStr());
    GpbHugeDecoder.Bigs256Decoder.MediumDecoder m = Groups.one(d.medium());
    long mediumId = m.mediumId();
    double balance = m.balance();
    Instant mediumCreatedAt = instant(m.createdAt());
    GpbHugeDecoder.Bigs256Decoder.MediumDecoder.TinyDecoder mt = Groups.one(m.tiny());
    GpbTiny mediumTiny = new GpbTiny(mt.tinyId(), mt.someStr());
    String firstName = m.firstName();
    String lastName = m.lastName();
    GpbMedium medium = new GpbMedium(mediumId, firstName, lastName, balance, mediumCreatedAt, mediumTiny);
    String country = d.country();
    byte[] countryBytes = new byte[d.countryBytesLength()];
    d.getCountryBytes(countryBytes, 0, countryBytes.length);
    return new GpbBig(bigId, age, country, countryBytes, createdAt, updatedAt, deletedAt, tiny, medium);
  }

  private static GpbBig big(GpbHugeDecoder.Bigs1024Decoder d) {
    long bigId = d.bigId();
    long age = d.age();
    Instant createdAt = instant(d.createdAt());
    Instant updatedAt = instant(d.updatedAt());
    Instant deletedAt = instant(d.deletedAt());
    GpbHugeDecoder.Bigs1024Decoder.TinyDecoder t = Groups.one(d.tiny());
    GpbTiny tiny = new GpbTiny(t.tinyId(), t.someStr());
    GpbHugeDecoder.Bigs1024Decoder.MediumDecoder m = Groups.one(d.medium());
    long mediumId = m.mediumId();
    double balance = m.balance();
    Instant mediumCreatedAt = instant(m.createdAt());
    GpbHugeDecoder.Bigs1024Decoder.MediumDecoder.TinyDecoder mt = Groups.one(m.tiny());
    GpbTiny mediumTiny = new GpbTiny(mt.tinyId(), mt.someStr());
    String firstName = m.firstName();
    String lastName = m.lastName();
    GpbMedium medium = new GpbMedium(mediumId, firstName, lastName, balance, mediumCreatedAt, mediumTiny);
    String country = d.country();
    byte[] countryBytes = new byte[d.countryBytesLength()];
    d.getCountryBytes(countryBytes, 0, countryBytes.length);
    return new GpbBig(bigId, age, country, countryBytes, createdAt, updatedAt, deletedAt, tiny, medium);
  }

  private static GpbBig big(GpbHugeListDecoder.ItemsDecoder.Bigs50Decoder d) {
    long bigId = d.bigId();
    long age = d.age();
    Instant createdAt = instant(d.createdAt());
    Instant updatedAt = instant(d.updatedAt());
    Instant deletedAt = instant(d.deletedAt());
    GpbHugeListDecoder.ItemsDecoder.Bigs50Decoder.TinyDecoder t = Groups.one(d.tiny());
    GpbTiny tiny = new GpbTiny(t.tinyId(), t.someStr());
    GpbHugeListDecoder.ItemsDecoder.Bigs50Decoder.MediumDecoder m = Groups.one(d.medium());
    long mediumId = m.mediumId();
    double balance = m.balance();
    Instant mediumCreatedAt = instant(m.createdAt());
    GpbHugeListDecoder.ItemsDecoder.Bigs50Decoder.MediumDecoder.TinyDecoder mt = Groups.one(m.tiny());
    GpbTiny mediumTiny = new GpbTiny(mt.tinyId(), mt.someStr());
    String firstName = m.firstName();
    String lastName = m.lastName();
    GpbMedium medium = new GpbMedium(mediumId, firstName, lastName, balance, mediumCreatedAt, mediumTiny);
    String country = d.country();
    byte[] countryBytes = new byte[d.countryBytesLength()];
    d.getCountryBytes(countryBytes, 0, countryBytes.length);
    return new GpbBig(bigId, age, country, countryBytes, createdAt, updatedAt, deletedAt, tiny, medium);
  }

  private static GpbBig big(GpbHugeListDecoder.ItemsDecoder.Bigs256Decoder d) {
    long bigId = d.bigId();
    long age = d.age();
    Instant createdAt = instant(d.createdAt());
    Instant updatedAt = instant(d.updatedAt());
    Instant deletedAt = instant(d.deletedAt());
    GpbHugeListDecoder.ItemsDecoder.Bigs256Decoder.TinyDecoder t = Groups.one(d.tiny());
    GpbTiny tiny = new GpbTiny(t.tinyId(), t.someStr());
    GpbHugeListDecoder.ItemsDecoder.Bigs256Decoder.MediumDecoder m = Groups.one(d.medium());
    long mediumId = m.mediumId();
    double balance = m.balance();
    Instant mediumCreatedAt = instant(m.createdAt());
    GpbHugeListDecoder.ItemsDecoder.Bigs256Decoder.MediumDecoder.TinyDecoder mt = Groups.one(m.tiny());
    GpbTiny mediumTiny = new GpbTiny(mt.tinyId(), mt.someStr());
    String firstName = m.firstName();
    String lastName = m.lastName();
    GpbMedium medium = new GpbMedium(mediumId, firstName, lastName, balance, mediumCreatedAt, mediumTiny);
    String country = d.country();
    byte[] countryBytes = new byte[d.countryBytesLength()];
    d.getCountryBytes(countryBytes, 0, countryBytes.length);
    return new GpbBig(bigId, age, country, countryBytes, createdAt, updatedAt, deletedAt, tiny, medium);
  }

  private static GpbBig big(GpbHugeListDecoder.ItemsDecoder.Bigs1024Decoder d) {
    long bigId = d.bigId();
    long age = d.age();
    Instant createdAt = instant(d.createdAt());
    Instant updatedAt = instant(d.updatedAt());
    Instant deletedAt = instant(d.deletedAt());
    GpbHugeListDecoder.ItemsDecoder.Bigs1024Decoder.TinyDecoder t = Groups.one(d.tiny());
    GpbTiny tiny = new GpbTiny(t.tinyId(), t.someStr());
    GpbHugeListDecoder.ItemsDecoder.Bigs1024Decoder.MediumDecoder m = Groups.one(d.medium());
    long mediumId = m.mediumId();
    double balance = m.balance();
    Instant mediumCreatedAt = instant(m.createdAt());
    GpbHugeListDecoder.ItemsDecoder.Bigs1024Decoder.MediumDecoder.TinyDecoder mt = Groups.one(m.tiny());
    GpbTiny mediumTiny = new GpbTiny(mt.tinyId(), mt.someStr());
    String firstName = m.firstName();
    String lastName = m.lastName();
    GpbMedium medium = new GpbMedium(mediumId, firstName, lastName, balance, mediumCreatedAt, mediumTiny);
    String country = d.country();
    byte[] countryBytes = new byte[d.countryBytesLength()];
    d.getCountryBytes(countryBytes, 0, countryBytes.length);
    return new GpbBig(bigId, age, country, countryBytes, createdAt, updatedAt, deletedAt, tiny, medium);
  }

  private static GpbBig big(GpbComplexDecoder.HugesDecoder.Bigs50Decoder d) {
    long bigId = d.bigId();
    long age = d.age();
    Instant createdAt = instant(d.createdAt());
    Instant updatedAt = instant(d.updatedAt());
    Instant deletedAt = instant(d.deletedAt());
    GpbComplexDecoder.HugesDecoder.Bigs50Decoder.TinyDecoder t = Groups.one(d.tiny());
    GpbTiny tiny = new GpbTiny(t.tinyId(), t.someStr());
    GpbComplexDecoder.HugesDecoder.Bigs50Decoder.MediumDecoder m = Groups.one(d.medium());
    long mediumId = m.mediumId();
    double balance = m.balance();
    Instant mediumCreatedAt = instant(m.createdAt());
    GpbComplexDecoder.HugesDecoder.Bigs50Decoder.MediumDecoder.TinyDecoder mt = Groups.one(m.tiny());
    GpbTiny mediumTiny = new GpbTiny(mt.tinyId(), mt.someStr());
    String firstName = m.firstName();
    String lastName = m.lastName();
    GpbMedium medium = new GpbMedium(mediumId, firstName, lastName, balance, mediumCreatedAt, mediumTiny);
    String country = d.country();
    byte[] countryBytes = new byte[d.countryBytesLength()];
    d.getCountryBytes(countryBytes, 0, countryBytes.length);
    return new GpbBig(bigId, age, country, countryBytes, createdAt, updatedAt, deletedAt, tiny, medium);
  }

  private static GpbBig big(GpbComplexDecoder.HugesDecoder.Bigs256Decoder d) {
    long bigId = d.bigId();
    long age = d.age();
    Instant createdAt = instant(d.createdAt());
    Instant updatedAt = instant(d.updatedAt());
    Instant deletedAt = instant(d.deletedAt());
    GpbComplexDecoder.HugesDecoder.Bigs256Decoder.TinyDecoder t = Groups.one(d.tiny());
    GpbTiny tiny = new GpbTiny(t.tinyId(), t.someStr());
    GpbComplexDecoder.HugesDecoder.Bigs256Decoder.MediumDecoder m = Groups.one(d.medium());
    long mediumId = m.mediumId();
    double balance = m.balance();
    Instant mediumCreatedAt = instant(m.createdAt());
    GpbComplexDecoder.HugesDecoder.Bigs256Decoder.MediumDecoder.TinyDecoder mt = Groups.one(m.tiny());
    GpbTiny mediumTiny = new GpbTiny(mt.tinyId(), mt.someStr());
    String firstName = m.firstName();
    String lastName = m.lastName();
    GpbMedium medium = new GpbMedium(mediumId, firstName, lastName, balance, mediumCreatedAt, mediumTiny);
    String country = d.country();
    byte[] countryBytes = new byte[d.countryBytesLength()];
    d.getCountryBytes(countryBytes, 0, countryBytes.length);
    return new GpbBig(bigId, age, country, countryBytes, createdAt, updatedAt, deletedAt, tiny, medium);
  }

  private static GpbBig big(GpbComplexDecoder.HugesDecoder.Bigs1024Decoder d) {
    long bigId = d.bigId();
    long age = d.age();
    Instant createdAt = instant(d.createdAt());
    Instant updatedAt = instant(d.updatedAt());
    Instant deletedAt = instant(d.deletedAt());
    GpbComplexDecoder.HugesDecoder.Bigs1024Decoder.TinyDecoder t = Groups.one(d.tiny());
    GpbTiny tiny = new GpbTiny(t.tinyId(), t.someStr());
    GpbComplexDecoder.HugesDecoder.Bigs1024Decoder.MediumDecoder m = Groups.one(d.medium());
    long mediumId = m.mediumId();
    double balance = m.balance();
    Instant mediumCreatedAt = instant(m.createdAt());
    GpbComplexDecoder.HugesDecoder.Bigs1024Decoder.MediumDecoder.TinyDecoder mt = Groups.one(m.tiny());
    GpbTiny mediumTiny = new GpbTiny(mt.tinyId(), mt.someStr());
    String firstName = m.firstName();
    String lastName = m.lastName();
    GpbMedium medium = new GpbMedium(mediumId, firstName, lastName, balance, mediumCreatedAt, mediumTiny);
    String country = d.country();
    byte[] countryBytes = new byte[d.countryBytesLength()];
    d.getCountryBytes(countryBytes, 0, countryBytes.length);
    return new GpbBig(bigId, age, country, countryBytes, createdAt, updatedAt, deletedAt, tiny, medium);
  }

  private static GpbBig big(GpbComplexListDecoder.ItemsDecoder.HugesDecoder.Bigs50Decoder d) {
    long bigId = d.bigId();
    long age = d.age();
    Instant createdAt = instant(d.createdAt());
    Instant updatedAt = instant(d.updatedAt());
    Instant deletedAt = instant(d.deletedAt());
    GpbComplexListDecoder.ItemsDecoder.HugesDecoder.Bigs50Decoder.TinyDecoder t = Groups.one(d.tiny());
    GpbTiny tiny = new GpbTiny(t.tinyId(), t.someStr());
    GpbComplexListDecoder.ItemsDecoder.HugesDecoder.Bigs50Decoder.MediumDecoder m = Groups.one(d.medium());
    long mediumId = m.mediumId();
    double balance = m.balance();
    Instant mediumCreatedAt = instant(m.createdAt());
    GpbComplexListDecoder.ItemsDecoder.HugesDecoder.Bigs50Decoder.MediumDecoder.TinyDecoder mt = Groups.one(m.tiny());
    GpbTiny mediumTiny = new GpbTiny(mt.tinyId(), mt.someStr());
    String firstName = m.firstName();
    String lastName = m.lastName();
    GpbMedium medium = new GpbMedium(mediumId, firstName, lastName, balance, mediumCreatedAt, mediumTiny);
    String country = d.country();
    byte[] countryBytes = new byte[d.countryBytesLength()];
    d.getCountryBytes(countryBytes, 0, countryBytes.length);
    return new GpbBig(bigId, age, country, countryBytes, createdAt, updatedAt, deletedAt, tiny, medium);
  }

  private static GpbBig big(GpbComplexListDecoder.ItemsDecoder.HugesDecoder.Bigs256Decoder d) {
    long bigId = d.bigId();
    long age = d.age();
    Instant createdAt = instant(d.createdAt());
    Instant updatedAt = instant(d.updatedAt());
    Instant deletedAt = instant(d.deletedAt());
    GpbComplexListDecoder.ItemsDecoder.HugesDecoder.Bigs256Decoder.TinyDecoder t = Groups.one(d.tiny());
    GpbTiny tiny = new GpbTiny(t.tinyId(), t.someStr());
    GpbComplexListDecoder.ItemsDecoder.HugesDecoder.Bigs256Decoder.MediumDecoder m = Groups.one(d.medium());
    long mediumId = m.mediumId();
    double balance = m.balance();
    Instant mediumCreatedAt = instant(m.createdAt());
    GpbComplexListDecoder.ItemsDecoder.HugesDecoder.Bigs256Decoder.MediumDecoder.TinyDecoder mt = Groups.one(m.tiny());
    GpbTiny mediumTiny = new GpbTiny(mt.tinyId(), mt.someStr());
    String firstName = m.firstName();
    String lastName = m.lastName();
    GpbMedium medium = new GpbMedium(mediumId, firstName, lastName, balance, mediumCreatedAt, mediumTiny);
    String country = d.country();
    byte[] countryBytes = new byte[d.countryBytesLength()];
    d.getCountryBytes(countryBytes, 0, countryBytes.length);
    return new GpbBig(bigId, age, country, countryBytes, createdAt, updatedAt, deletedAt, tiny, medium);
  }

  private static GpbBig big(GpbComplexListDecoder.ItemsDecoder.HugesDecoder.Bigs1024Decoder d) {
    long bigId = d.bigId();
    long age = d.age();
    Instant createdAt = instant(d.createdAt());
    Instant updatedAt = instant(d.updatedAt());
    Instant deletedAt = instant(d.deletedAt());
    GpbComplexListDecoder.ItemsDecoder.HugesDecoder.Bigs1024Decoder.TinyDecoder t = Groups.one(d.tiny());
    GpbTiny tiny = new GpbTiny(t.tinyId(), t.someStr());
    GpbComplexListDecoder.ItemsDecoder.HugesDecoder.Bigs1024Decoder.MediumDecoder m = Groups.one(d.medium());
    long mediumId = m.mediumId();
    double balance = m.balance();
    Instant mediumCreatedAt = instant(m.createdAt());
    GpbComplexListDecoder.ItemsDecoder.HugesDecoder.Bigs1024Decoder.MediumDecoder.TinyDecoder mt = Groups.one(m.tiny());
    GpbTiny mediumTiny = new GpbTiny(mt.tinyId(), mt.someStr());
    String firstName = m.firstName();
    String lastName = m.lastName();
    GpbMedium medium = new GpbMedium(mediumId, firstName, lastName, balance, mediumCreatedAt, mediumTiny);
    String country = d.country();
    byte[] countryBytes = new byte[d.countryBytesLength()];
    d.getCountryBytes(countryBytes, 0, countryBytes.length);
    return new GpbBig(bigId, age, country, countryBytes, createdAt, updatedAt, deletedAt, tiny, medium);
  }

  private static GpbHuge huge(GpbHugeDecoder d) {
    GpbHugeDecoder.Bigs50Decoder bigs50Group = d.bigs50();
    List<GpbBig> bigs50 = new ArrayList<>(bigs50Group.count());
    for (GpbHugeDecoder.Bigs50Decoder big : bigs50Group) {
      bigs50.add(big(big));
    }
    GpbHugeDecoder.Bigs256Decoder bigs256Group = d.bigs256();
    List<GpbBig> bigs256 = new ArrayList<>(bigs256Group.count());
    for (GpbHugeDecoder.Bigs256Decoder big : bigs256Group) {
      bigs256.add(big(big));
    }
    GpbHugeDecoder.Bigs1024Decoder bigs1024Group = d.bigs1024();
    List<GpbBig> bigs1024 = new ArrayList<>(bigs1024Group.count());
    for (GpbHugeDecoder.Bigs1024Decoder big : bigs1024Group) {
      bigs1024.add(big(big));
    }
    return new GpbHuge(bigs50, bigs256, bigs1024);
  }

  private static GpbHuge huge(GpbHugeListDecoder.ItemsDecoder d) {
    GpbHugeListDecoder.ItemsDecoder.Bigs50Decoder bigs50Group = d.bigs50();
    List<GpbBig> bigs50 = new ArrayList<>(bigs50Group.count());
    for (GpbHugeListDecoder.ItemsDecoder.Bigs50Decoder big : bigs50Group) {
      bigs50.add(big(big));
    }
    GpbHugeListDecoder.ItemsDecoder.Bigs256Decoder bigs256Group = d.bigs256();
    List<GpbBig> bigs256 = new ArrayList<>(bigs256Group.count());
    for (GpbHugeListDecoder.ItemsDecoder.Bigs256Decoder big : bigs256Group) {
      bigs256.add(big(big));
    }
    GpbHugeListDecoder.ItemsDecoder.Bigs1024Decoder bigs1024Group = d.bigs1024();
    List<GpbBig> bigs1024 = new ArrayList<>(bigs1024Group.count());
    for (GpbHugeListDecoder.ItemsDecoder.Bigs1024Decoder big : bigs1024Group) {
      bigs1024.add(big(big));
    }
    return new GpbHuge(bigs50, bigs256, bigs1024);
  }

  private static GpbHuge huge(GpbComplexDecoder.HugesDecoder d) {
    GpbComplexDecoder.HugesDecoder.Bigs50Decoder bigs50Group = d.bigs50();
    List<GpbBig> bigs50 = new ArrayList<>(bigs50Group.count());
    for (GpbComplexDecoder.HugesDecoder.Bigs50Decoder big : bigs50Group) {
      bigs50.add(big(big));
    }
    GpbComplexDecoder.HugesDecoder.Bigs256Decoder bigs256Group = d.bigs256();
    List<GpbBig> bigs256 = new ArrayList<>(bigs256Group.count());
    for (GpbComplexDecoder.HugesDecoder.Bigs256Decoder big : bigs256Group) {
      bigs256.add(big(big));
    }
    GpbComplexDecoder.HugesDecoder.Bigs1024Decoder bigs1024Group = d.bigs1024();
    List<GpbBig> bigs1024 = new ArrayList<>(bigs1024Group.count());
    for (GpbComplexDecoder.HugesDecoder.Bigs1024Decoder big : bigs1024Group) {
      bigs1024.add(big(big));
    }
    return new GpbHuge(bigs50, bigs256, bigs1024);
  }

  private static GpbHuge huge(GpbComplexListDecoder.ItemsDecoder.HugesDecoder d) {
    GpbComplexListDecoder.ItemsDecoder.HugesDecoder.Bigs50Decoder bigs50Group = d.bigs50();
    List<GpbBig> bigs50 = new ArrayList<>(bigs50Group.count());
    for (GpbComplexListDecoder.ItemsDecoder.HugesDecoder.Bigs50Decoder big : bigs50Group) {
      bigs50.add(big(big));
    }
    GpbComplexListDecoder.ItemsDecoder.HugesDecoder.Bigs256Decoder bigs256Group = d.bigs256();
    List<GpbBig> bigs256 = new ArrayList<>(bigs256Group.count());
    for (GpbComplexListDecoder.ItemsDecoder.HugesDecoder.Bigs256Decoder big : bigs256Group) {
      bigs256.add(big(big));
    }
    GpbComplexListDecoder.ItemsDecoder.HugesDecoder.Bigs1024Decoder bigs1024Group = d.bigs1024();
    List<GpbBig> bigs1024 = new ArrayList<>(bigs1024Group.count());
    for (GpbComplexListDecoder.ItemsDecoder.HugesDecoder.Bigs1024Decoder big : bigs1024Group) {
      bigs1024.add(big(big));
    }
    return new GpbHuge(bigs50, bigs256, bigs1024);
  }

  private static GpbComplex complex(GpbComplexDecoder d) {
    GpbComplexDecoder.HugesDecoder group = d.huges();
    Map<String, GpbHuge> huges = new HashMap<>(MapsReader.capacityFor(group.count()));
    for (GpbComplexDecoder.HugesDecoder entry : group) {
      // The key is var data, after the Huge's groups.
      GpbHuge huge = huge(entry);
      huges.put(entry.key(), huge);
    }
    return new GpbComplex(huges);
  }

  private static GpbComplex complex(GpbComplexListDecoder.ItemsDecoder d) {
    GpbComplexListDecoder.ItemsDecoder.HugesDecoder group = d.huges();
    Map<String, GpbHuge> huges = new HashMap<>(MapsReader.capacityFor(group.count()));
    for (GpbComplexListDecoder.ItemsDecoder.HugesDecoder entry : group) {
      // The key is var data, after the Huge's groups.
      GpbHuge huge = huge(entry);
      huges.put(entry.key(), huge);
    }
    return new GpbComplex(huges);
  }

  private static Instant instant(TimestampDecoder timestamp) {
    return Instant.ofEpochSecond(timestamp.seconds(), timestamp.nanos());
  }
}
