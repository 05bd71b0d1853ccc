package dev.serbench.codec.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
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
import dev.serbench.schemas.fbs.GpbBigFb;
import dev.serbench.schemas.fbs.GpbBigListFb;
import dev.serbench.schemas.fbs.GpbComplexFb;
import dev.serbench.schemas.fbs.GpbComplexListFb;
import dev.serbench.schemas.fbs.GpbHugeFb;
import dev.serbench.schemas.fbs.GpbHugeListFb;
import dev.serbench.schemas.fbs.GpbMediumFb;
import dev.serbench.schemas.fbs.GpbMediumListFb;
import dev.serbench.schemas.fbs.GpbTinyFb;
import dev.serbench.schemas.fbs.GpbTinyListFb;
import dev.serbench.schemas.fbs.StringGpbHugeEntry;
import java.util.List;
import java.util.Map;

/** Builds gpb.fbs's tables from the canonical records. */
final class GpbWriter {

  private GpbWriter() {}

  static int tiny(FlatBufferBuilder builder, GpbTiny value) {
    int someStr = builder.createString(value.someStr());
    return GpbTinyFb.createGpbTinyFb(builder, value.tinyId(), someStr);
  }

  static int medium(FlatBufferBuilder builder, GpbMedium value) {
    int firstName = builder.createString(value.firstName());
    int lastName = builder.createString(value.lastName());
    int tiny = tiny(builder, value.tiny());
    // Tables with struct fields get no generated create method: fields are added largest first.
    GpbMediumFb.startGpbMediumFb(builder);
    GpbMediumFb.addMediumId(builder, value.mediumId());
    GpbMediumFb.addBalance(builder, value.balance());
    GpbMediumFb.addCreatedAt(builder, Timestamps.create(builder, value.createdAt()));
    GpbMediumFb.addFirstName(builder, firstName);
    GpbMediumFb.addLastName(builder, lastName);
    GpbMediumFb.addTiny(builder, tiny);
    return GpbMediumFb.endGpbMediumFb(builder);
  }

  static int big(FlatBufferBuilder builder, GpbBig value) {
    int country = builder.createString(value.country());
    int countryBytes = GpbBigFb.createCountryBytesVector(builder, value.countryBytes());
    int tiny = tiny(builder, value.tiny());
    int medium = medium(builder, value.medium());
    GpbBigFb.startGpbBigFb(builder);
    GpbBigFb.addBigId(builder, value.bigId());
    GpbBigFb.addAge(builder, value.age());
    GpbBigFb.addCreatedAt(builder, Timestamps.create(builder, value.createdAt()));
    GpbBigFb.addUpdatedAt(builder, Timestamps.create(builder, value.updatedAt()));
    GpbBigFb.addDeletedAt(builder, Timestamps.create(builder, value.deletedAt()));
    GpbBigFb.addCountry(builder, country);
    GpbBigFb.addCountryBytes(builder, countryBytes);
    GpbBigFb.addTiny(builder, tiny);
    GpbBigFb.addMedium(builder, medium);
    return GpbBigFb.endGpbBigFb(builder);
  }

  static int huge(FlatBufferBuilder builder, GpbHuge value) {
    int bigs50 = GpbHugeFb.createBigs50Vector(builder, bigs(builder, value.bigs50()));
    int bigs256 = GpbHugeFb.createBigs256Vector(builder, bigs(builder, value.bigs256()));
    int bigs1024 = GpbHugeFb.createBigs1024Vector(builder, bigs(builder, value.bigs1024()));
    return GpbHugeFb.createGpbHugeFb(builder, bigs50, bigs256, bigs1024);
  }

  static int complex(FlatBufferBuilder builder, GpbComplex value) {
    Map<String, GpbHuge> huges = value.huges();
    int[] entries = new int[huges.size()];
    int i = 0;
    for (Map.Entry<String, GpbHuge> entry : huges.entrySet()) {
      int key = builder.createString(entry.getKey());
      int huge = huge(builder, entry.getValue());
      entries[i++] = StringGpbHugeEntry.createStringGpbHugeEntry(builder, key, huge);
    }
    // The entry's key is declared (key): the documented way to build such a vector sorts it by key,
    // so that readers may look entries up with hugesByKey. The sort needs an accessor object.
    int sorted = builder.createSortedVectorOfTables(new StringGpbHugeEntry(), entries);
    return GpbComplexFb.createGpbComplexFb(builder, sorted);
  }

  static int tinyList(FlatBufferBuilder builder, GpbTinyList value) {
    List<GpbTiny> items = value.items();
    int[] offsets = new int[items.size()];
    int i = 0;
    for (GpbTiny item : items) {
      offsets[i++] = tiny(builder, item);
    }
    return GpbTinyListFb.createGpbTinyListFb(builder, GpbTinyListFb.createItemsVector(builder, offsets));
  }

  static int mediumList(FlatBufferBuilder builder, GpbMediumList value) {
    List<GpbMedium> items = value.items();
    int[] offsets = new int[items.size()];
    int i = 0;
    for (GpbMedium item : items) {
      offsets[i++] = medium(builder, item);
    }
    return GpbMediumListFb.createGpbMediumListFb(builder, GpbMediumListFb.createItemsVector(builder, offsets));
  }

  static int bigList(FlatBufferBuilder builder, GpbBigList value) {
    return GpbBigListFb.createGpbBigListFb(builder, GpbBigListFb.createItemsVector(builder, bigs(builder, value.items())));
  }

  static int hugeList(FlatBufferBuilder builder, GpbHugeList value) {
    List<GpbHuge> items = value.items();
    int[] offsets = new int[items.size()];
    int i = 0;
    for (GpbHuge item : items) {
      offsets[i++] = huge(builder, item);
    }
    return GpbHugeListFb.createGpbHugeListFb(builder, GpbHugeListFb.createItemsVector(builder, offsets));
  }

  static int complexList(FlatBufferBuilder builder, GpbComplexList value) {
    List<GpbComplex> items = value.items();
    int[] offsets = new int[items.size()];
    int i = 0;
    for (GpbComplex item : items) {
      offsets[i++] = complex(builder, item);
    }
    return GpbComplexListFb.createGpbComplexListFb(builder, GpbComplexListFb.createItemsVector(builder, offsets));
  }

  /** The offsets of {@code bigs}' tables, in order, for a createXxxVector call. */
  private static int[] bigs(FlatBufferBuilder builder, List<GpbBig> bigs) {
    int[] offsets = new int[bigs.size()];
    int i = 0;
    for (GpbBig big : bigs) {
      offsets[i++] = big(builder, big);
    }
    return offsets;
  }
}
